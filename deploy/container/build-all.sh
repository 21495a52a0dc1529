#!/usr/bin/env bash
# Builds one container image per production server (gateway, customer-service, quote-service, auth-service,
# webhook-service) from the same Liberty configuration as deploy/, after `mvn package`:
#
#   deploy/container/build-all.sh [--context-only] [--tag VERSION] [--engine podman|docker] [--registry PREFIX]
#
# 1. Assembles each build context in deploy/target/container/<server>: its Containerfile
#    (deploy/container/<server>/Containerfile), server.xml and jvm.options (src/main/liberty/servers/<server>),
#    the shared configuration (src/main/liberty/shared, usr-shared/server.env), the WAR and, for the
#    services, the MariaDB driver (both from deploy/target/liberty, filled by `mvn package`).
# 2. Checks each context: every COPY source of the Containerfile is there, and every file the server's
#    configuration includes from ${shared.config.dir} is in shared/.
# 3. Unless --context-only, builds ccpay/<server>:VERSION (or PREFIX/<server>:VERSION) with podman or docker,
#    on the Open Liberty image of the runtime version deploy/ uses (LIBERTY_IMAGE overrides it).
#
# `mvn package` (deploy) runs it with --context-only, so the contexts are assembled and checked by every build.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
deploy=$(dirname "$here")
root=$(dirname "$deploy")
src=$deploy/src/main/liberty
wlp=$deploy/target/liberty/wlp
out=$deploy/target/container
servers=(gateway customer-service quote-service auth-service webhook-service)

context_only=false
tag=$(sed -n 's:.*<version>\(.*\)</version>.*:\1:p' "$root/pom.xml" | head -1)
engine=${CONTAINER_ENGINE:-}
registry=ccpay
while [ $# -gt 0 ]; do
  case "$1" in
    --context-only) context_only=true ;;
    --tag) tag=$2; shift ;;
    --engine) engine=$2; shift ;;
    --registry) registry=$2; shift ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
  shift
done
liberty_version=$(sed -n 's:.*<liberty.runtime.version>\(.*\)</liberty.runtime.version>.*:\1:p' "$root/pom.xml" | head -1)
liberty_image=${LIBERTY_IMAGE:-icr.io/appcafe/open-liberty:${liberty_version}-kernel-slim-java17-openj9-ubi-minimal}

fail() { echo "build-all.sh: $*" >&2; exit 1; }

[ -d "$wlp/usr/servers" ] || fail "$wlp is missing: run mvn package (deploy) first"

for s in "${servers[@]}"; do
  ctx=$out/$s
  rm -rf "$ctx"
  mkdir -p "$ctx/shared" "$ctx/apps"
  cp "$here/$s/Containerfile" "$ctx/"
  cp "$src/servers/$s/server.xml" "$src/servers/$s/jvm.options" "$ctx/"
  cp "$src"/shared/*.xml "$ctx/shared/"
  cp "$src/usr-shared/server.env" "$ctx/"
  war=$wlp/usr/servers/$s/apps/$s.war
  [ -f "$war" ] || fail "$war is missing: run mvn package (deploy) first"
  cp "$war" "$ctx/apps/"
  if grep -q 'platform-service.xml' "$ctx/server.xml"; then
    mkdir -p "$ctx/jdbc"
    cp "$wlp"/usr/shared/resources/jdbc/mariadb-java-client-*.jar "$ctx/jdbc/" 2>/dev/null \
      || fail "the MariaDB driver is missing from $wlp/usr/shared/resources/jdbc: run mvn package (deploy) first"
  fi

  # every COPY source is in the context (flags such as --chown skipped; the last word is the destination)
  while read -r -a words; do
    srcs=()
    for w in "${words[@]:1}"; do
      case "$w" in --*) ;; *) srcs+=("$w") ;; esac
    done
    unset 'srcs[${#srcs[@]}-1]'
    for f in "${srcs[@]}"; do
      compgen -G "$ctx/$f" > /dev/null || fail "$s: the Containerfile copies $f, which is not in $ctx"
    done
  done < <(grep -E '^COPY ' "$ctx/Containerfile")

  # every include from ${shared.config.dir} is in shared/ (admin-center-${admin.center}.xml: both on and off)
  for inc in $(grep -ho 'location="${shared.config.dir}/[^"]*"' "$ctx/server.xml" "$ctx"/shared/*.xml \
                 | sed 's:.*/\([^/"]*\)"$:\1:' | sort -u); do
    case "$inc" in
      *'${admin.center}'*) names="${inc//\$\{admin.center\}/on} ${inc//\$\{admin.center\}/off}" ;;
      *) names=$inc ;;
    esac
    for n in $names; do
      [ -f "$ctx/shared/$n" ] || fail "$s: the configuration includes $n, which is not in $ctx/shared"
    done
  done
  echo "build-all.sh: context for $s ready in $ctx"
done

$context_only && exit 0

if [ -z "$engine" ]; then
  if command -v podman > /dev/null; then engine=podman
  elif command -v docker > /dev/null; then engine=docker
  else fail "neither podman nor docker is installed (--context-only only assembles the contexts)"
  fi
fi
for s in "${servers[@]}"; do
  "$engine" build --build-arg "LIBERTY_IMAGE=$liberty_image" -t "$registry/$s:$tag" -f "$out/$s/Containerfile" "$out/$s"
done
echo "build-all.sh: built ${servers[*]} as $registry/<server>:$tag on $liberty_image"
