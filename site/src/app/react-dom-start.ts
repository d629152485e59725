// react-dom's client through a module of ours that the build puts in the `shared` chunk (vite.config.ts): its body
// (the reconciler's and the event system's tables, built when it is first imported) runs as the first script evaluates
// that chunk, a task before the app's chunk, not within the app chunk's evaluation, where on a phone it made one long
// task with our modules' own top level.
export { createRoot, hydrateRoot } from 'react-dom/client';
