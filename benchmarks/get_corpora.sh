#!/bin/sh
# Fetch the large benchmark corpora from the package registry with pip's ordinary client and
# extract them where benchmarks/bench.py looks by default ($CODESIFT_BENCH_DATA).
#
#   django/  the Django 5.2.19 source distribution (~2,800 .py files, ~42k chunks)
#   large/   django/ + sympy 1.14.0 + SQLAlchemy 2.1.9 sdists side by side, one folder each:
#            real, unrelated code bases in one tree, for the 100k-chunk query target
#
# Versions are pinned so every run indexes the same bytes. Django 5.2 is the newest line that
# still installs on Python 3.11.
set -eu

DATA=${CODESIFT_BENCH_DATA:-${TMPDIR:-/tmp}/codesift-bench}
PIP=${PIP:-$(dirname "$0")/../.venv/bin/pip}
PACKAGES="django==5.2.19 sympy==1.14.0 sqlalchemy==2.1.9"

mkdir -p "$DATA/sdists"
# --no-binary :all: asks for the source distribution (tests and docs included), not a wheel.
"$PIP" download --quiet --no-deps --no-binary :all: -d "$DATA/sdists" $PACKAGES

extract() {  # extract ARCHIVE DEST: the archive's single top folder becomes DEST
    rm -rf "$2"
    mkdir -p "$2"
    tar -xzf "$1" -C "$2" --strip-components=1
}

extract "$DATA/sdists/django-5.2.19.tar.gz" "$DATA/django"
rm -rf "$DATA/large"
extract "$DATA/sdists/django-5.2.19.tar.gz" "$DATA/large/django"
extract "$DATA/sdists/sympy-1.14.0.tar.gz" "$DATA/large/sympy"
extract "$DATA/sdists/sqlalchemy-2.1.9.tar.gz" "$DATA/large/sqlalchemy"
echo "corpora ready in $DATA: django/ large/"
