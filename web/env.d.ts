// Vite turns imported SVG files into URLs of the built assets.
declare module '*.svg' {
  const url: string;
  export default url;
}
