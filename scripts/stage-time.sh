#!/bin/sh
# Runs one stage of make test (its name, then its command) and appends "name start end status" to the file
# TRIPS_STAGE_TIMES names, the times in seconds since the epoch: what scripts/first_test_bench.py tabulates.
name=$1
shift
start=$(date +%s.%N)
"$@"
status=$?
echo "$name $start $(date +%s.%N) $status" >>"$TRIPS_STAGE_TIMES"
exit $status
