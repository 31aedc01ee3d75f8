/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** The error catalogue in one language, by error id (scripts/error-messages-plugin.ts). */
declare module 'virtual:error-messages/*' {
  const messages: Record<string, string>;
  export default messages;
}
