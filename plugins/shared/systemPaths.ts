/**
 * Debian's multiarch library folder (/usr/lib/x86_64-linux-gnu on amd64): what native toolchains load at run
 * time beyond the libraries their program links (Ruby's and PHP's extensions' dependencies, the JDK's
 * libraries), readable in their steps (plugins/README.md "Native runtimes").
 */
const MULTIARCH: Partial<Record<NodeJS.Architecture, string>> = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' }
export const SYSTEM_LIBRARIES = `/usr/lib/${MULTIARCH[process.arch] ?? 'x86_64-linux-gnu'}`
