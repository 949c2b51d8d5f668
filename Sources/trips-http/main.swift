import Foundation
import LiveHTTP

// trips-http: the app's live HTTP, in a process of its own so that trips-shell links no HTTP stack (see HTTPHelper).
// One request as JSON on stdin, one answer as JSON on stdout; exit 64 when stdin holds no request.

// Foundation makes a response cache's and a cookie store's directories (under ~/.cache and ~/.local/share) as soon as
// any URLSession is configured, with modes this code cannot pass; the session keeps nothing in them, and this umask
// makes whatever it creates readable by this user alone.
umask(0o077)
guard let answer = await HTTPHelperMain.answer(to: FileHandle.standardInput.readDataToEndOfFile()) else {
    FileHandle.standardError.write(Data((HTTPHelperMain.usage + "\n").utf8))
    exit(64)
}
FileHandle.standardOutput.write(answer)
