import formLayout from './form-layout.module.css';

/** The class names of the remotes' form layout (fieldsets, rows, list items, checkboxes, secondary buttons). */
export { formLayout };
