/*
 * The preview's one script, run in the browser (the learner's output pane, and the judge's Chromium jail for
 * DOM checks). runtime.ts reads this file once and puts React's production CommonJS files in `library` (the
 * placeholder string below); the learner's compiled modules arrive per run in the JSON block
 * <script type="application/json" id="react-app"> just before this script. It is a tiny CommonJS registry:
 * each module is evaluated on first require, named by its path (//# sourceURL), so an error's stack says
 * App.jsx:3. Anything thrown while loading or rendering is written into the page (#react-error).
 */
;(function () {
  'use strict'
  var library = "__REACT_LIBRARY__"
  var app = JSON.parse(document.getElementById('react-app').textContent)
  var modules = app.modules
  var styles = app.styles
  var own = function (table, key) {
    return Object.prototype.hasOwnProperty.call(table, key)
  }

  // React's production messages are minified; the few a beginner meets first are spelled out here
  // (texts of react/scripts/error-codes/codes.json).
  var REACT_ERRORS = {
    31: 'Objects are not valid as a React child (found: %s). If you meant to render a collection of children, use an array instead.',
    130: 'Element type is invalid: expected a string (for built-in components) or a class/function (for composite components) but got: %s.%s',
    185: 'Maximum update depth exceeded. This can happen when a component repeatedly calls setState inside componentWillUpdate or componentDidUpdate. React limits the number of nested updates to prevent infinite loops.',
    299: 'Target container is not a DOM element.',
    300: 'Rendered fewer hooks than expected. This may be caused by an accidental early return statement.',
    301: 'Too many re-renders. React limits the number of renders to prevent an infinite loop.',
    310: 'Rendered more hooks than during the previous render.',
    321: 'Invalid hook call. Hooks can only be called inside of the body of a function component.',
  }

  function reactMessage(message) {
    var minified = /^Minified React error #(\d+); visit (\S+) for/.exec(message)
    if (!minified || !own(REACT_ERRORS, minified[1])) return message
    var args = []
    try {
      args = new URL(minified[2]).searchParams.getAll('args[]')
    } catch (e) {
      // The text without its arguments is still better than the minified one.
    }
    return REACT_ERRORS[minified[1]].replace(/%s/g, function () {
      return args.length ? args.shift() : ''
    }) + ' (React error #' + minified[1] + ')'
  }

  /** Where in the learner's files an error was thrown: the first frame naming one of them. */
  function whereIn(stack) {
    var frame = /([^\s()@]+):(\d+):\d+/g
    for (var match = frame.exec(stack); match; match = frame.exec(stack)) {
      if (own(modules, match[1])) return match[1] + ':' + match[2]
    }
    return ''
  }

  function describe(error) {
    if (!(error instanceof Error)) return 'Uncaught ' + String(error)
    var where = whereIn(String(error.stack))
    return error.name + ': ' + reactMessage(error.message) + (where ? '\n    at ' + where : '')
  }

  function show(text) {
    var box = document.getElementById('react-error')
    if (!box) {
      box = document.createElement('pre')
      box.id = 'react-error'
      box.setAttribute('role', 'alert')
      box.style.cssText =
        'position:fixed;left:0;right:0;bottom:0;max-height:50%;overflow:auto;margin:0;padding:12px 16px;z-index:2147483647;' +
        'background:#fff5f5;color:#c92a2a;border-top:3px solid #e03131;font:13px/1.5 ui-monospace,monospace;white-space:pre-wrap;text-align:left'
      ;(document.body || document.documentElement).appendChild(box)
    }
    box.textContent += (box.textContent ? '\n\n' : '') + text
  }

  window.addEventListener('error', function (event) {
    show(event.error !== undefined && event.error !== null ? describe(event.error) : String(event.message))
  })
  window.addEventListener('unhandledrejection', function (event) {
    show(describe(event.reason))
  })

  function resolve(from, specifier) {
    var first = specifier.charAt(0)
    if (first !== '.' && first !== '/') {
      if (own(library, specifier)) return specifier
      throw new Error("Cannot find module '" + specifier + "' (imported by " + from + '): only react, react-dom and the page\u2019s own files can be imported')
    }
    var parts = first === '/' ? [] : from.split('/').slice(0, -1)
    specifier.split('/').forEach(function (part) {
      if (part === '..') parts.pop()
      else if (part && part !== '.') parts.push(part)
    })
    var base = parts.join('/')
    var candidates = [base, base + '.jsx', base + '.js', base + '/index.jsx', base + '/index.js']
    for (var i = 0; i < candidates.length; i++) {
      if (own(modules, candidates[i]) || own(styles, candidates[i])) return candidates[i]
    }
    throw new Error("Cannot find module '" + specifier + "' (imported by " + from + ')')
  }

  var cache = Object.create(null)

  function load(name) {
    if (cache[name]) return cache[name].exports
    var module = { exports: {} }
    cache[name] = module
    if (own(styles, name)) {
      // import './style.css': the stylesheet joins the page once (a <link> to it is inlined already).
      if (!document.querySelector('style[data-file="' + name.replace(/["\\]/g, '\\$&') + '"]')) {
        var style = document.createElement('style')
        style.setAttribute('data-file', name)
        style.textContent = styles[name]
        document.head.appendChild(style)
      }
      return module.exports
    }
    var source = own(library, name) ? library[name] : modules[name]
    var factory = (0, eval)('(function (module, exports, require) {' + source + '\n})\n//# sourceURL=' + name)
    factory.call(module.exports, module, module.exports, function (specifier) {
      return load(resolve(name, String(specifier)))
    })
    return module.exports
  }

  if (!app.entry) return
  try {
    load(app.entry)
  } catch (error) {
    show(describe(error))
  }
})()
