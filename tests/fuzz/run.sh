#!/usr/bin/env bash
# Builds the libFuzzer harnesses (the `fuzz` preset: clang, AddressSanitizer and
# UndefinedBehaviorSanitizer) into build/fuzz and runs each on its seed corpus for a
# while; fails on any crash, sanitizer report or round-trip mismatch. CTest runs it with
# 30 s per harness (label `fuzz`); for a long run: tests/fuzz/run.sh 600
#
#   tests/fuzz/run.sh [SECONDS_PER_HARNESS] [HARNESS...]
#
# New inputs go into build/fuzz/corpus/<harness>/, never into the seeds of
# tests/fuzz/corpus/; a crashing input is kept as build/fuzz/artifacts/<harness>-crash-*.
set -euo pipefail

source_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
seconds="${1:-30}"
shift || true
harnesses=("$@")
if [ "${#harnesses[@]}" -eq 0 ]; then harnesses=(save_file action_codec expression game_loader phone_request); fi

cd "$source_dir"
configure=(--preset fuzz)
# ccache, when there is one, makes the rebuild after a small change quick.
if command -v ccache >/dev/null; then configure+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
cmake "${configure[@]}"
cmake --build --preset fuzz

binary_dir="$source_dir/build/fuzz"
mkdir -p "$binary_dir/artifacts"
# UBSan's reports stop the run like ASan's (the engine is built -fno-sanitize-recover).
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"

run() {
  local harness="$1"
  local corpus="$binary_dir/corpus/$harness"
  mkdir -p "$corpus"
  # -rss_limit_mb: the shipped games loaded under ASan take a few hundred MB.
  "$binary_dir/tests/fuzz/fuzz_$harness" -max_total_time="$seconds" -timeout=25 -rss_limit_mb=4096 \
    -print_final_stats=1 -artifact_prefix="$binary_dir/artifacts/$harness-" \
    "$corpus" "$source_dir/tests/fuzz/corpus/$harness" >"$binary_dir/$harness.log" 2>&1
}

# Two at a time: the machine's two cores, each harness single-threaded.
status=0
pids=()
names=()
for harness in "${harnesses[@]}"; do
  run "$harness" &
  pids+=($!)
  names+=("$harness")
  if [ "${#pids[@]}" -eq 2 ]; then
    for i in 0 1; do
      if wait "${pids[$i]}"; then echo "fuzz: ${names[$i]}: no finding in ${seconds} s";
      else echo "fuzz: ${names[$i]} FAILED"; tail -n 60 "$binary_dir/${names[$i]}.log"; status=1; fi
    done
    pids=()
    names=()
  fi
done
for i in "${!pids[@]}"; do
  if wait "${pids[$i]}"; then echo "fuzz: ${names[$i]}: no finding in ${seconds} s";
  else echo "fuzz: ${names[$i]} FAILED"; tail -n 60 "$binary_dir/${names[$i]}.log"; status=1; fi
done
exit "$status"
