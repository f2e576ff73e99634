/** The apps' single-file components, as tsc sees them (Vite's plugins compile them; tsc checks the .ts around). */
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent;
  export default component;
}
declare module '*.svelte' {
  import type { Component } from 'svelte';
  const component: Component;
  export default component;
}
