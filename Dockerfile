# UIKit Server: the UIKitCatalog demo app as a container image.
#
#   docker build -t uikit-server .
#   docker run --rm -p 8080:8080 -e UIKIT_API_TOKEN=change-me uikit-server
#
# Then open http://localhost:8080, or drive a scene over REST with the token:
#
#   curl -X POST -H 'Authorization: Bearer change-me' http://localhost:8080/api/v1/sessions
#
# The server listens on HOST=0.0.0.0, PORT=8080 inside the container. Listening on anything but
# loopback requires an API token: without UIKIT_API_TOKEN (or --api-token) the server exits at
# once with "error: listening on 0.0.0.0 requires an API token: set UIKIT_API_TOKEN or pass
# --api-token". GET /healthz needs no token; the health check below uses it.
# Other settings: UIKIT_MAX_SESSIONS, UIKIT_DISCONNECT_GRACE, LOG_LEVEL, or the same as flags
# after the image name (`docker run ... uikit-server --max-sessions 100`; flags win). If you
# change the port, change it with -e PORT=..., not --port, so the health check follows it.
# The server is PID 1 and stops cleanly on SIGTERM (`docker stop`): every scene is saved,
# scenes go to the background, connections close, exit status 0.
# Sessions are saved in the volume at /data (SQLite; `-v uikit-data:/data` keeps them across
# containers) or, for several instances, in PostgreSQL: -e UIKIT_STORE=postgres://user:pw@host/db.
#
# Build arguments:
#   SWIFT_IMAGE    the build stage, an official Swift image on Debian 12 (bookworm), so the
#                  binary links against the same libc and C libraries as the runtime stage.
#                  Default swift:6.3-bookworm, the Swift 6.3 line the project is developed and
#                  tested with (6.3.1); pin a patch release with e.g. swift:6.3.1-bookworm.
#   RUNTIME_IMAGE  the runtime stage, default debian:bookworm-slim.

ARG SWIFT_IMAGE=swift:6.3-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

# ---------------------------------------------------------------------------------------------
# Build stage: Swift toolchain plus the -dev packages of the C libraries (scripts/install-deps).
# ---------------------------------------------------------------------------------------------
FROM ${SWIFT_IMAGE} AS build

RUN export DEBIAN_FRONTEND=noninteractive DEBCONF_NONINTERACTIVE_SEEN=true \
    && apt-get -q update \
    && apt-get -q install -y --no-install-recommends \
        pkg-config libmicrohttpd-dev libjson-c-dev libwslay-dev nettle-dev libharfbuzz-dev zlib1g-dev libbrotli-dev \
        libcairo2-dev libturbojpeg0-dev libgif-dev libxml2-dev libsqlite3-dev libpq-dev \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /src

# Fetch the package dependencies first, so this layer stays cached while only sources change.
# (Package.resolved is optional: the glob copies it when the build context has one.)
COPY Package.swift Package.resolve[d] ./
RUN swift package resolve

COPY . .

# --static-swift-stdlib links the Swift runtime, Foundation and Dispatch into the binary, so the
# runtime stage needs no Swift toolchain, only the C libraries. The static crash backtracer
# goes along so a crash prints a symbolicated backtrace.
RUN swift build -c release --product UIKitCatalog --static-swift-stdlib \
    && mkdir -p /staging \
    && cp "$(swift build -c release --show-bin-path)/UIKitCatalog" /staging/ \
    && cp -R "$(swift build -c release --show-bin-path)"/*.resources /staging/ \
    && cp "$(dirname "$(readlink -f "$(command -v swift)")")/../libexec/swift/linux/swift-backtrace-static" /staging/ \
    && cp -R web /staging/web

# ---------------------------------------------------------------------------------------------
# Runtime stage: slim Debian with only the shared libraries the binary loads.
# ---------------------------------------------------------------------------------------------
FROM ${RUNTIME_IMAGE}

# The binary's own shared libraries (ldd): libmicrohttpd12 (HTTP, WebSocket upgrade; brings
# libgnutls30 and its dependencies), libjson-c5 (JSON), libwslay1 (WebSocket frames), libnettle8
# (SHA-1 for the handshake), libharfbuzz0b and libharfbuzz-subset0 (text shaping and the web
# font subsets), zlib1g (gzip, permessage-deflate, PDF images), libbrotli1 (brotli, WOFF2), libcairo2 (images drawn on the
# server), libturbojpeg0 and libgif7 (JPEG and GIF images drawn on the server). The fonts the server measures text with and
# serves to browsers come from fonts-dejavu-core, fonts-dejavu-extra (the italic faces), fonts-wqy-microhei and
# fonts-comfortaa (the rounded design). libc6, libstdc++6 and libgcc-s1, which the static
# Swift runtime still loads, are in the base image. No tools are added: the health check uses
# bash's /dev/tcp.
RUN export DEBIAN_FRONTEND=noninteractive DEBCONF_NONINTERACTIVE_SEEN=true \
    && apt-get -q update \
    && apt-get -q install -y --no-install-recommends \
        libmicrohttpd12 libjson-c5 libwslay1 libnettle8 libharfbuzz0b libharfbuzz-subset0 zlib1g libbrotli1 libcairo2 \
        libturbojpeg0 libgif7 libxml2 libsqlite3-0 libpq5 \
        fonts-dejavu-core fonts-dejavu-extra fonts-wqy-microhei fonts-comfortaa fonts-material-design-icons-iconfont \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --gid 10001 uikit \
    && useradd --uid 10001 --gid uikit --home-dir /nonexistent --no-create-home \
        --shell /usr/sbin/nologin uikit \
    && mkdir /data && chown uikit:uikit /data

WORKDIR /app
# Owned by root and read-only to the server's user.
COPY --from=build /staging/ /app/

# Fail the build, not the first start, when the binary needs a shared library not installed
# above (for example after a new system library target: add its runtime package there).
RUN if ldd /app/UIKitCatalog | grep 'not found'; then \
        echo 'error: the runtime stage lacks the shared libraries above' >&2; exit 1; \
    fi

USER 10001:10001

ENV HOST=0.0.0.0 \
    PORT=8080 \
    UIKIT_WEB_ROOT=/app/web \
    UIKIT_DATA_DIR=/data \
    SWIFT_BACKTRACE=enable=yes,sanitize=yes,threads=all,images=all,interactive=no,swift-backtrace=/app/swift-backtrace-static

# The SQLite session store: keep it in a volume so scenes survive a new container.
VOLUME /data
EXPOSE 8080

HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
    CMD ["bash", "-c", "exec 3<>\"/dev/tcp/127.0.0.1/${PORT:-8080}\" && printf 'GET /healthz HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n' >&3 && IFS= read -r -t 4 status <&3 && [[ $status == 'HTTP/1.'?' 200 '* ]]"]

# Exec form: the server itself is PID 1 and receives SIGTERM from `docker stop`.
ENTRYPOINT ["/app/UIKitCatalog"]
