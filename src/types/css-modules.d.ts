// CSS Modules (built into Gatsby): each class name is a named export.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}
