"""A fork server for the Python stand-ins (docs/automation-protocol.md, "Launching by forking"): started once, it
starts each app asked for on the socket at its stdin by forking itself, so that an app costs a fork, not a Python
interpreter's start. The driver makes itself a subreaper first, so that each app, orphaned here, becomes its child."""
import array
import os
import socket
import sys


def serve(run):
    """Serves until the end of the socket; each app forked runs `run()` with the request's arguments, environment,
    working directory and three streams."""
    server = socket.socket(fileno=0)
    while True:
        try:
            data, ancillary, _, _ = server.recvmsg(1 << 20, socket.CMSG_SPACE(3 * 4))
        except OSError:
            return
        if not data:
            return
        streams = []
        for level, kind, payload in ancillary:
            if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
                streams += array.array("i", payload[:len(payload) - len(payload) % 4])
        fields = data.split(b"\0")[:-1]
        if len(streams) != 3 or len(fields) < 2 or not fields[1].isdigit():
            for stream in streams:
                os.close(stream)
            server.send(b"error: a request is a working directory, arguments, an environment and three streams")
            continue
        server.send(str(start(fields, streams, run)).encode())
        for stream in streams:
            os.close(stream)


def start(fields, streams, run):
    """Forks twice, the middle process exiting at once so that the app is orphaned; returns the app's pid."""
    directory, count = fields[0].decode(), int(fields[1])
    arguments = [field.decode() for field in fields[2:2 + count]]
    environment = dict(field.decode().split("=", 1) for field in fields[2 + count:] if b"=" in field)
    read, write = os.pipe()
    sys.stdout.flush()
    sys.stderr.flush()
    middle = os.fork()
    if middle == 0:
        os.close(read)
        app = os.fork()
        if app == 0:
            os.close(write)
            become(directory, arguments, environment, streams, run)
        os.write(write, str(app).encode())
        os._exit(0)
    os.close(write)
    pid = os.read(read, 32).decode()
    os.close(read)
    os.waitpid(middle, 0)
    return pid


def become(directory, arguments, environment, streams, run):
    """In the forked app: its own session, the request's streams and nothing else open, then the app; never returns."""
    os.setsid()
    for number, stream in enumerate(streams):
        os.dup2(stream, number)
    os.closerange(3, os.sysconf("SC_OPEN_MAX"))
    status = 0
    try:
        os.chdir(directory)
        os.environ.clear()
        os.environ.update(environment)
        sys.argv = [sys.argv[0]] + arguments
        run()
    except SystemExit as ending:
        status = ending.code if isinstance(ending.code, int) else 1
    except BaseException as error:  # noqa: BLE001 - an app that fails says why and exits as Python would
        sys.stderr.write(f"{type(error).__name__}: {error}\n")
        status = 1
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)
