// Exact texts of spec §5 and §8. Forms and the server both show these, so they live in one place.
export const messages = {
  firstNameRequired: 'Please Enter A First Name.',
  lastNameRequired: 'Please Enter A Last Name.',
  phoneInvalid: 'Please Enter Valid US Phone Number.',
  emailInvalid: 'Please Enter Valid Email Address.',
  streetRequired: 'Please enter street address.',
  zipOrStateRequired: 'Please enter zip code or state.',
  selfReportChoiceRequired: 'Please select one of the options above',
  loginInvalid: 'Invalid email and/or password',
  loginFailed: 'Something went wrong, please try again',
  unknownError: 'An unknown error occured',
} as const;
