#!/bin/bash
# usage: run.sh BIN OUTDIR — tiplint plan FILE --format json for every corpus document containing "Tip"
BIN=$1; OUT=$2; mkdir -p $OUT
cd /tmp/mdcorpus && find . -name '*.md' | sort > ${LIST:-/tmp/mdcorpus-list.txt}
while read -r f; do
  key=$(echo "$f" | md5sum | cut -c1-12)
  ( cd "$(dirname "$f")" && timeout 10 $BIN plan "$(basename "$f")" --format json > $OUT/$key.json 2>&1; echo "rc=$?" >> $OUT/$key.json )
  echo "$key $f" >> $OUT/index.txt
done < ${LIST:-/tmp/mdcorpus-list.txt}
