#!/usr/bin/env bash
# The native programs the judge runs inside its sandbox (docs/judge-sandbox.md "Native runtimes"): bubblewrap for
# the namespaces, the toolchains of the ruby, php, java and go plugins, and the terminal's bash and git
# (docs/terminal.md), from Debian's packages. Installs
# what is missing when it can (root, or sudo); without them those plugins answer that their toolchain is absent.
set -u
say() { echo "[toolchains] $*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo "$@"; else return 1; fi; }
missing=
command -v bwrap >/dev/null || missing="$missing bubblewrap"
[ -x /usr/bin/bash ] || missing="$missing bash"
[ -x /usr/bin/git ] || missing="$missing git"
command -v ruby >/dev/null || missing="$missing ruby"
command -v php >/dev/null || missing="$missing php-cli"
[ -x /usr/lib/jvm/java-17-openjdk-amd64/bin/javac ] || missing="$missing openjdk-17-jdk-headless"
[ -x /usr/lib/go-1.19/bin/go ] || missing="$missing golang-1.19-go"
[ -z "$missing" ] && exit 0
say "installing$missing"
if as_root apt-get update -qq >/dev/null && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null; then
  say "installed$missing"
else
  say "could not install$missing (needs root and Debian's packages): those plugins stay unavailable"
fi
exit 0
