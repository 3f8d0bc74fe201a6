# cli-check.sh — what the rimau-cli test scripts share; sourced, not run.
# check NAME EXPECTED ACTUAL counts a pass, or prints the difference and
# counts a failure; finish_checks SUITE prints the tally and fails the
# script if any check failed.

failures=0
passes=0

check() {
  local name="$1" expected="$2" actual="$3"
  if [ "$expected" == "$actual" ]; then
    passes=$((passes + 1))
  else
    failures=$((failures + 1))
    printf 'FAIL %s\n--- expected\n%s\n--- actual\n%s\n' "$name" "$expected" "$actual"
  fi
}

finish_checks() {
  echo "$1: $passes passed, $failures failed"
  [ "$failures" -eq 0 ]
}
