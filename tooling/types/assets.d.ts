// CSS Modules: class names are generated per app (see tooling/webpack), so only the shape is typed here.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
