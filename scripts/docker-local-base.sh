#!/usr/bin/env bash
# For machines WITHOUT Docker Hub only (sandboxes, offline CI): makes local stand-ins for the images
# that the Dockerfile (node:20-bookworm-slim) and compose.yaml (postgres, redis) name, from Debian's
# packages (debootstrap) and this machine's Node.js, under the same names and tags (decision 085).
# Where Docker Hub is reachable, do not run it: the real deployment pulls the official images, which
# these stand-ins would shadow until removed (`docker rmi node:20-bookworm-slim ...`).
#
#   scripts/docker-local-base.sh              # node, postgres and redis
#   scripts/docker-local-base.sh node         # only the shop's base image
#
# Needs root, a running Docker engine, debootstrap, and Node.js of the major version of the
# Dockerfile's base image installed under /usr (node, npm, the C headers in /usr/include/node).
# DEBIAN_MIRROR changes the mirror (default: the first one apt uses here, else deb.debian.org).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="${TMPDIR:-/tmp}/cabas-docker-base"
debian_image="cabas-local/debian:bookworm"
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(node postgres redis)

node_image="$(sed -n 's/^ARG NODE_IMAGE=//p' "$root/Dockerfile")"
postgres_image="$(sed -n 's/^ *image: *\(postgres:.*\)$/\1/p' "$root/compose.yaml")"
redis_image="$(sed -n 's/^ *image: *\(redis:.*\)$/\1/p' "$root/compose.yaml")"

mirror="${DEBIAN_MIRROR:-$(sed -n 's/^URIs: *\(.*debian\)$/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -n 1)}"
mirror="${mirror:-http://deb.debian.org/debian}"

say() { printf '\n== %s\n' "$*"; }

# Debian bookworm minbase, imported once; the other images are built on it.
debian_base() {
  if docker image inspect "$debian_image" >/dev/null 2>&1; then return; fi
  say "debootstrap bookworm ($mirror) -> $debian_image"
  mkdir -p "$work"
  # A rootfs left by an interrupted run is reused (debootstrap takes a minute or more).
  if [ ! -x "$work/rootfs/usr/bin/apt-get" ]; then
    rm -rf "$work/rootfs"
    debootstrap --variant=minbase bookworm "$work/rootfs" "$mirror"
  fi
  # As Docker's official Debian images: no package caches, no documentation kept.
  chroot "$work/rootfs" apt-get clean
  rm -rf "$work/rootfs/var/lib/apt/lists/"* "$work/rootfs/usr/share/doc/"* "$work/rootfs/usr/share/man/"*
  tar -C "$work/rootfs" -c . | docker import -c 'CMD ["bash"]' - "$debian_image"
  rm -rf "$work/rootfs"
}

# The layout of the official node image: Node in /usr/local, npm beside it, the headers in
# /usr/local/include/node (node-gyp builds better-sqlite3 against them), the user node (uid 1000).
node_base() {
  local major host_major
  major="$(sed -n 's/^node:\([0-9]*\).*/\1/p' <<<"$node_image")"
  host_major="$(node -p 'process.versions.node.split(".")[0]')"
  if [ "$major" != "$host_major" ]; then
    echo "Le Dockerfile veut Node $major ($node_image), cette machine a Node $host_major." >&2
    exit 1
  fi
  say "$node_image <- Node $(node -v) of this machine"
  local ctx="$work/node"
  rm -rf "$ctx"
  mkdir -p "$ctx/bin" "$ctx/lib/node_modules" "$ctx/include"
  cp "$(command -v node)" "$ctx/bin/node"
  cp -r /usr/lib/node_modules/npm "$ctx/lib/node_modules/npm"
  cp -r /usr/include/node "$ctx/include/node"
  # The CA bundle of this machine: where outgoing TLS is intercepted, npm must trust its authority.
  cp /etc/ssl/certs/ca-certificates.crt "$ctx/ca-certificates.crt"
  cat >"$ctx/Dockerfile" <<EOF
FROM $debian_image
COPY bin/node /usr/local/bin/node
COPY lib /usr/local/lib
COPY include /usr/local/include
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
  && groupadd --gid 1000 node \\
  && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \\
  && node -v && npm -v
ENV NODE_VERSION=$(node -v | tr -d v) NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
EOF
  docker build --network host -t "$node_image" "$ctx"
  rm -rf "$ctx"
}

# Debian bookworm ships PostgreSQL 15 (not the tag's 17) and Redis 7.0: close enough to run compose.
# The entrypoint does what the official image's does for compose.yaml: POSTGRES_USER, _PASSWORD and
# _DB on first start, listening on every address with password authentication.
postgres_base() {
  say "$postgres_image <- Debian's postgresql"
  local ctx="$work/postgres"
  rm -rf "$ctx"
  mkdir -p "$ctx"
  cat >"$ctx/entrypoint.sh" <<'EOF'
#!/bin/bash
set -euo pipefail
if [ "${1:-}" = postgres ]; then
  export PGDATA="${PGDATA:-/var/lib/postgresql/data}"
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  as_postgres() { setpriv --reuid postgres --regid postgres --init-groups "$@"; }
  if [ ! -s "$PGDATA/PG_VERSION" ]; then
    user="${POSTGRES_USER:-postgres}"
    pwfile="$(mktemp)"
    printf '%s\n' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD est obligatoire}" >"$pwfile"
    chown postgres "$pwfile"
    as_postgres initdb --username="$user" --pwfile="$pwfile" --auth-local=trust \
      --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8
    rm -f "$pwfile"
    echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
    db="${POSTGRES_DB:-$user}"
    if [ "$db" != postgres ]; then
      as_postgres postgres --single -D "$PGDATA" -j postgres <<<"CREATE DATABASE \"$db\" OWNER \"$user\";" >/dev/null
    fi
  fi
  shift
  exec setpriv --reuid postgres --regid postgres --init-groups postgres -c listen_addresses='*' "$@"
fi
exec "$@"
EOF
  cat >"$ctx/Dockerfile" <<EOF
FROM $debian_image
RUN apt-get update \\
  && apt-get install -y --no-install-recommends postgresql \\
  && rm -rf /var/lib/apt/lists/* \\
  && rm -rf /var/lib/postgresql/15/main /etc/postgresql/15/main
ENV PATH=/usr/lib/postgresql/15/bin:\$PATH PGDATA=/var/lib/postgresql/data
COPY entrypoint.sh /usr/local/bin/docker-entrypoint.sh
RUN chmod 755 /usr/local/bin/docker-entrypoint.sh
VOLUME /var/lib/postgresql/data
EXPOSE 5432
STOPSIGNAL SIGINT
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
EOF
  docker build --network host -t "$postgres_image" "$ctx"
  rm -rf "$ctx"
}

# As the official image: redis-server runs as the user redis, without protected mode (it is only
# reachable on the compose network).
redis_base() {
  say "$redis_image <- Debian's redis-server"
  local ctx="$work/redis"
  rm -rf "$ctx"
  mkdir -p "$ctx"
  cat >"$ctx/entrypoint.sh" <<'EOF'
#!/bin/bash
set -euo pipefail
if [ "${1:-}" = redis-server ]; then
  shift
  mkdir -p /data && chown redis:redis /data
  cd /data
  exec setpriv --reuid redis --regid redis --init-groups redis-server --protected-mode no "$@"
fi
exec "$@"
EOF
  cat >"$ctx/Dockerfile" <<EOF
FROM $debian_image
RUN apt-get update \\
  && apt-get install -y --no-install-recommends redis-server \\
  && rm -rf /var/lib/apt/lists/*
COPY entrypoint.sh /usr/local/bin/docker-entrypoint.sh
RUN chmod 755 /usr/local/bin/docker-entrypoint.sh
VOLUME /data
WORKDIR /data
EXPOSE 6379
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["redis-server"]
EOF
  docker build --network host -t "$redis_image" "$ctx"
  rm -rf "$ctx"
}

debian_base
for target in "${targets[@]}"; do
  case "$target" in
    node) node_base ;;
    postgres) postgres_base ;;
    redis) redis_base ;;
    *)
      echo "Image inconnue : $target (node, postgres ou redis)." >&2
      exit 1
      ;;
  esac
done
say "done: $(docker images --format '{{.Repository}}:{{.Tag}} {{.Size}}' | tr '\n' ' ')"
