#!/usr/bin/env bash
# What the test suites need on this machine: Debian's Chromium (never a downloaded browser), bubblewrap, nginx, and a running
# PostgreSQL and Redis on 127.0.0.1. Installs with apt where missing (needs root, as on CI), starts what is down.
set -u
say() { echo "[prerequisites] $*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else say "need root for: $*"; return 1; fi; }
apt_updated=
apt_install() {
  [ -n "$apt_updated" ] || { as_root apt-get update -qq >/dev/null && apt_updated=1; }
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if [ ! -x /usr/bin/chromium ]; then say "installing chromium"; apt_install chromium fonts-noto-cjk || say "could not install chromium"; fi
# The reverse proxy of the several-process topology (deploy/README.md), run unprivileged by `npm run deploy:local`
# and its test. Debian's package starts a system nginx on port 80 after installing: stopped again, nothing uses it.
if [ ! -x /usr/sbin/nginx ]; then
  say "installing nginx"
  if apt_install nginx; then as_root /usr/sbin/nginx -s quit 2>/dev/null || true; else say "could not install nginx"; fi
fi
# The judge's sandbox and the native toolchains its plugins run there (bubblewrap, ruby, php, a JDK, Go).
bash "$(dirname "$0")/install-toolchains.sh"

if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then say "installing postgresql"; apt_install postgresql || true; fi
  if ls /etc/postgresql/*/main >/dev/null 2>&1; then
    version=$(ls /etc/postgresql | sort -V | tail -n 1)
    conf=/etc/postgresql/$version/main/pg_hba.conf
    # Trust auth on loopback, as the test database URL has no password.
    grep -q '^host all all 127.0.0.1/32 trust' "$conf" 2>/dev/null || as_root sed -i '1i host all all 127.0.0.1/32 trust' "$conf" || true
    say "starting postgresql $version"
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
    for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
  fi
fi
pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null && say "postgresql is up" || say "postgresql is NOT available"

if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  command -v redis-server >/dev/null || { say "installing redis"; apt_install redis-server || true; }
  if command -v redis-server >/dev/null; then
    say "starting redis"
    mkdir -p /var/lib/redis /var/log/redis 2>/dev/null
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
  fi
fi
exit 0
