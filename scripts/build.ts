/** npm run build — builds the CMS app (the site is built from the running CMS by npm start). */
const env = process.env as Record<string, string | undefined>
env.NODE_ENV ??= 'production'
const { ensureCmsBuild } = await import('@server/build/cmsBuild')
const result = await ensureCmsBuild({ force: process.argv.includes('--force') })
console.log(result === 'built' ? 'CMS built.' : 'CMS build is up to date.')

export {}
