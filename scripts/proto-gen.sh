#!/usr/bin/env bash
# Generates TypeScript types for every proto file with the same options the runtime loader uses
# (libs/contracts/src/loader.ts). With --check, fails when the committed types have drifted.
set -euo pipefail
cd "$(dirname "$0")/.."
out=libs/contracts/src/generated
target=$out
if [ "${1:-}" = "--check" ]; then
  target=$(mktemp -d)
  trap 'rm -rf "$target"' EXIT
fi
rm -rf "${target:?}"/*
mapfile -t files < <(cd proto && find rapport -name '*.proto' | sort)
(cd proto && ../node_modules/.bin/proto-loader-gen-types \
  --grpcLib=@grpc/grpc-js --longs=String --enums=String --defaults --oneofs \
  --includeDirs=. --outDir="$( [ "$target" = "$out" ] && echo "../$out" || echo "$target")" "${files[@]}" >/dev/null)
if [ "${1:-}" = "--check" ]; then
  if ! diff -r "$out" "$target" >/dev/null; then
    echo "proto types are out of date: run npm run proto:gen and commit the result" >&2
    diff -r "$out" "$target" | head -20 >&2
    exit 1
  fi
  echo "proto types are up to date"
fi
