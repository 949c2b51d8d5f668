import Foundation

/// Messages with file descriptors attached, on a Unix-domain socket of sequenced packets (`SCM_RIGHTS`): how the runner
/// hands a fork server the pipes of the app it asks for.
///
/// A sequenced-packet socket keeps each message whole, so a message needs no framing of its own, and a zero-length
/// read is the peer's end. Descriptors received are close-on-exec.
public enum DescriptorPassing {
    /// A system call failed: which, and the `errno` value.
    public struct Failure: Error, CustomStringConvertible {
        /// The call that failed.
        public var call: String
        /// The `errno` value.
        public var code: Int32

        /// "sendmsg: Broken pipe".
        public var description: String { "\(call): \(String(cString: strerror(code)))" }
    }

    /// The most descriptors one message carries.
    public static let maximumDescriptors = 8

    /// A connected pair of sequenced-packet sockets, both ends close-on-exec.
    public static func socketPair() throws(Failure) -> (Int32, Int32) {
        var ends: [Int32] = [-1, -1]
        let type = Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { throw Failure(call: "socketpair", code: errno) }
        return (ends[0], ends[1])
    }

    /// Sends `payload` as one message on `socket`, with `descriptors` (at most ``maximumDescriptors``) attached; the
    /// caller keeps its own copies of them. A message is never empty: the receiver reads an empty one as the end.
    public static func send(_ payload: [UInt8], descriptors: [Int32] = [], on socket: Int32) throws(Failure) {
        precondition(!payload.isEmpty, "an empty message reads as the end of the stream")
        precondition(descriptors.count <= maximumDescriptors, "too many descriptors for one message")
        var control = [UInt8](repeating: 0, count: descriptors.isEmpty ? 0 : controlSpace(for: descriptors.count))
        if !descriptors.isEmpty {
            control.withUnsafeMutableBytes { buffer in
                var header = cmsghdr()
                header.cmsg_len = headerLength + descriptors.count * MemoryLayout<Int32>.size
                header.cmsg_level = SOL_SOCKET
                header.cmsg_type = Int32(SCM_RIGHTS)
                buffer.storeBytes(of: header, as: cmsghdr.self)
                for (index, descriptor) in descriptors.enumerated() {
                    buffer.storeBytes(
                        of: descriptor, toByteOffset: headerLength + index * MemoryLayout<Int32>.size, as: Int32.self)
                }
            }
        }
        var body = payload
        let (sent, _, _) = exchange(&body, &control) { sendmsg(socket, &$0, Int32(MSG_NOSIGNAL)) }
        guard sent >= 0 else { throw Failure(call: "sendmsg", code: errno) }
    }

    /// Receives one message from `socket` into `buffer`, at most its size, and returns its bytes with the descriptors
    /// attached to it; `nil` at the peer's end. A message longer than the buffer, or with more than
    /// ``maximumDescriptors`` descriptors, is an error (`EMSGSIZE`), and none of its descriptors stays open. The buffer is the
    /// caller's to keep for the next message: a server that made a new one for every message would pay for zeroing
    /// it, page by page, every time.
    public static func receive(on socket: Int32, buffer body: inout [UInt8]) throws(Failure) -> (
        payload: [UInt8], descriptors: [Int32]
    )? {
        var control = [UInt8](repeating: 0, count: controlSpace(for: maximumDescriptors))
        let (received, controlLength, flags) = exchange(&body, &control) {
            recvmsg(socket, &$0, Int32(MSG_CMSG_CLOEXEC))
        }
        guard received >= 0 else { throw Failure(call: "recvmsg", code: errno) }
        let descriptors = self.descriptors(in: control.prefix(controlLength))
        // A message cut short (longer than the buffer, or with more descriptors than fit) is refused whole: its
        // fields or streams would be read wrong.
        if flags & Int32(MSG_TRUNC) != 0 || flags & Int32(MSG_CTRUNC) != 0 {
            for descriptor in descriptors { close(descriptor) }
            throw Failure(call: "recvmsg", code: EMSGSIZE)
        }
        guard received > 0 || !descriptors.isEmpty else { return nil }
        return (Array(body.prefix(received)), descriptors)
    }

    // MARK: - Private

    /// Calls `call` (`sendmsg` or `recvmsg`) with a message over `body` and `control` (none when empty), again while a
    /// signal interrupts it; returns its result, the control length it left and the message's flags.
    private static func exchange(
        _ body: inout [UInt8], _ control: inout [UInt8], _ call: (inout msghdr) -> Int
    ) -> (result: Int, controlLength: Int, flags: Int32) {
        body.withUnsafeMutableBytes { bytes in
            control.withUnsafeMutableBytes { controlBytes in
                var vector = iovec(iov_base: bytes.baseAddress, iov_len: bytes.count)
                return withUnsafeMutablePointer(to: &vector) { vector in
                    var message = msghdr()
                    message.msg_iov = vector
                    message.msg_iovlen = 1
                    message.msg_control = controlBytes.isEmpty ? nil : controlBytes.baseAddress
                    message.msg_controllen = controlBytes.count
                    var result: Int
                    repeat {
                        result = call(&message)
                    } while result < 0 && errno == EINTR
                    return (result, message.msg_controllen, message.msg_flags)
                }
            }
        }
    }

    /// The length of a control message's header, padded as `CMSG_LEN` pads it: the descriptors start there.
    private static let headerLength = aligned(MemoryLayout<cmsghdr>.size)

    /// `CMSG_SPACE`: the room one control message of `count` descriptors takes.
    private static func controlSpace(for count: Int) -> Int {
        headerLength + aligned(count * MemoryLayout<Int32>.size)
    }

    /// `CMSG_ALIGN`: rounded up to a multiple of the size of `size_t`.
    private static func aligned(_ length: Int) -> Int {
        let unit = MemoryLayout<Int>.size
        return (length + unit - 1) / unit * unit
    }

    /// The descriptors of every `SCM_RIGHTS` message in `control`, as `CMSG_FIRSTHDR` and `CMSG_NXTHDR` walk it.
    private static func descriptors(in control: ArraySlice<UInt8>) -> [Int32] {
        var found: [Int32] = []
        control.withUnsafeBytes { buffer in
            var offset = 0
            while offset + headerLength <= buffer.count {
                let header = buffer.loadUnaligned(fromByteOffset: offset, as: cmsghdr.self)
                let length = Int(header.cmsg_len)
                guard length >= headerLength, offset + length <= buffer.count else { break }
                if header.cmsg_level == SOL_SOCKET && header.cmsg_type == Int32(SCM_RIGHTS) {
                    let count = (length - headerLength) / MemoryLayout<Int32>.size
                    for index in 0..<count {
                        found.append(
                            buffer.loadUnaligned(
                                fromByteOffset: offset + headerLength + index * MemoryLayout<Int32>.size,
                                as: Int32.self))
                    }
                }
                offset += aligned(length)
            }
        }
        return found
    }
}
