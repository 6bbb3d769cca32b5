// `@beacon/ui/forms`: the form fields and validators, apart from the rest of @beacon/ui, so that a screen without a
// form never loads react-final-form and final-form (issue 19: ~10 KiB of every first load). Not a federation
// singleton: the fields hold no state of their own (it lives in react-final-form's context, which is shared), so each
// app bundles the ones it uses.
export * from './form/validate-with';
export * from './form/validate-payload';
export * from './form/TextField';
export * from './form/SelectField';
export * from './form/ListField';
export * from './form/ContactListFields';
export * from './form/digits';
export * from './form/form-layout';
