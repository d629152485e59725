// Stylesheets are imported as strings (`?inline`): the embeds inject them into each shadow root.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
