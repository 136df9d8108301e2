// The nodejs plugin's launcher (plugins/nodejs/README.md): started ahead of a run inside the sandbox, it says it
// is ready on fd 3, reads the entry's name (the first line of stdin), runs it as Node runs a main module with the
// rest of stdin as the learner's, and reports what ends the program with an error as one JSON line on fd 3.
// A fresh process serves every run; the program is this process (nothing of the judge's is here).
'use strict'
const fs = require('node:fs')
const path = require('node:path')
const Module = require('node:module')

const REPORT = 3
// stdout and stderr are sockets to the judge: written synchronously, as a terminal would be, so a program that
// prints in a loop that never yields is cut at the output limit instead of queueing its output in memory.
for (const stream of [process.stdout, process.stderr]) stream._handle?.setBlocking?.(true)
const WORK = process.env.HOME
fs.writeSync(REPORT, 'ready\n')

/** The entry's name: the first line of stdin, read a byte at a time so the rest stays the program's. */
function firstLine() {
  const bytes = []
  const one = Buffer.alloc(1)
  while (fs.readSync(0, one, 0, 1, null) === 1 && one[0] !== 10) bytes.push(one[0])
  return Buffer.from(bytes).toString('utf8').trim()
}

const entry = path.join(WORK, firstLine())
let reported = false

/** Where the learner's code was: the first frame in their folder, or the position a SyntaxError names. */
function placeOf(error) {
  const stack = String((error && error.stack) || '')
  const match = new RegExp(`${WORK}/([^:\\s)]+):(\\d+)`).exec(stack)
  return match ? { file: match[1], line: Number(match[2]) } : {}
}

function report(error) {
  if (reported) return
  reported = true
  const isError = error instanceof Error
  const kind = isError ? error.name : 'UncaughtException'
  const message = (isError ? `${error.name}: ${error.message}` : `Uncaught ${String(error)}`).split(WORK + '/').join('')
  const data = { kind, message, ...placeOf(error) }
  if (kind === 'SyntaxError') data.category = 'syntax'
  const undefinedName = /^ReferenceError: (\S+) is not defined/.exec(message)
  if (undefinedName) Object.assign(data, { category: 'undefinedName', name: undefinedName[1] })
  if (isError && error.code === 'ERR_MODULE_NOT_FOUND') data.kind = 'ModuleNotFound'
  if (isError && error.code === 'MODULE_NOT_FOUND') data.kind = 'ModuleNotFound'
  try {
    fs.writeSync(REPORT, JSON.stringify(data) + '\n')
  } catch {
    // The host is gone: nothing to tell.
  }
}

process.on('uncaughtException', (error) => {
  report(error)
  process.exitCode = 1
  process.exit(1)
})
process.on('unhandledRejection', (reason) => {
  report(reason)
  process.exit(1)
})
/**
 * A program's HTTP servers, previewed (plugins/README.md "Servers"): the sandbox has its own network, so a port
 * it listens on is out of the judge's reach. Each TCP server that starts listening gets a bridge: a Unix socket
 * at .servers/<port> in the learner's folder (which the judge can open) whose connections are piped to the
 * port. The port is then reported on fd 3, and the judge answers the run while the program goes on serving.
 */
const net = require('node:net')
const listen = net.Server.prototype.listen
const bridged = new Set()
net.Server.prototype.listen = function (...args) {
  this.once('listening', () => bridge(this))
  return listen.apply(this, args)
}

function bridge(server) {
  const address = server.address()
  if (!address || typeof address !== 'object' || bridged.has(address.port)) return
  bridged.add(address.port)
  const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address
  const front = net.createServer((client) => {
    const back = net.connect(address.port, host)
    client.pipe(back).pipe(client)
    client.on('error', () => back.destroy())
    back.on('error', () => client.destroy())
  })
  fs.mkdirSync(path.join(WORK, '.servers'), { recursive: true })
  listen.call(front, path.join(WORK, '.servers', String(address.port)), () => {
    front.unref()
    try {
      fs.writeSync(REPORT, JSON.stringify({ server: address.port }) + '\n')
    } catch {
      // The host is gone: nothing to tell.
    }
  })
  server.once('close', () => front.close())
}

process.argv[1] = entry
Module.runMain(entry)
