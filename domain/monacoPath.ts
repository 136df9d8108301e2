/** Where the platform server serves node_modules/monaco-editor/min/vs (see server/platformServer.ts). */
export const MONACO_VS_PATH = '/vendor/monaco/vs'
