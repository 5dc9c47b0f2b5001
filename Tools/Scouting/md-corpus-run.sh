#!/bin/bash
# usage: md-corpus-run.sh BIN OUTDIR [LIST] — tiplint plan FILE --format json for every corpus document containing
# "Tip" (/tmp/mdcorpus, from md-corpus-build.py), or for the paths LIST names (one `./owner+name/path` per line, as
# OUTDIR/index.txt gives them); OUTDIR/list.txt records the paths run.
BIN=$1; OUT=$2; LIST=$3; mkdir -p $OUT
cd /tmp/mdcorpus || exit 2
if [ -n "$LIST" ]; then cp "$LIST" $OUT/list.txt; else find . -name '*.md' | sort > $OUT/list.txt; fi
while read -r f; do
  key=$(echo "$f" | md5sum | cut -c1-12)
  ( cd "$(dirname "$f")" && timeout 10 $BIN plan "$(basename "$f")" --format json > $OUT/$key.json 2>&1; echo "rc=$?" >> $OUT/$key.json )
  echo "$key $f" >> $OUT/index.txt
done < $OUT/list.txt
