import ConcurrencyHelpers
import Foundation
import Testing

/// Messages with descriptors attached, on a pair of sequenced-packet sockets.
struct DescriptorPassingTests {
    @Test func aMessageArrivesWholeWithItsDescriptorsWhichReachTheSameFiles() throws {
        let (left, right) = try DescriptorPassing.socketPair()
        defer {
            close(left)
            close(right)
        }
        let pipe = try ChildProcess.pipe()
        defer { close(pipe.read) }
        try DescriptorPassing.send(Array("hello".utf8), descriptors: [pipe.write, pipe.write], on: left)
        close(pipe.write)

        var buffer = [UInt8](repeating: 0, count: 64)
        let message = try #require(try DescriptorPassing.receive(on: right, buffer: &buffer))
        #expect(message.payload == Array("hello".utf8))
        #expect(message.descriptors.count == 2)
        for descriptor in message.descriptors {
            #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0)
        }
        // What is written to a received descriptor comes out of the pipe whose end was sent.
        var byte: UInt8 = 42
        #expect(write(message.descriptors[0], &byte, 1) == 1)
        for descriptor in message.descriptors { close(descriptor) }
        var read: UInt8 = 0
        #expect(Glibc.read(pipe.read, &read, 1) == 1)
        #expect(read == 42)
    }

    @Test func messagesKeepTheirBoundariesAndThePeersEndReadsAsNil() throws {
        let (left, right) = try DescriptorPassing.socketPair()
        defer { close(right) }
        try DescriptorPassing.send(Array("one".utf8), on: left)
        try DescriptorPassing.send(Array("three".utf8), on: left)
        close(left)

        var buffer = [UInt8](repeating: 0, count: 64)
        #expect(try DescriptorPassing.receive(on: right, buffer: &buffer)?.payload == Array("one".utf8))
        #expect(try DescriptorPassing.receive(on: right, buffer: &buffer)?.payload == Array("three".utf8))
        #expect(try DescriptorPassing.receive(on: right, buffer: &buffer) == nil)
    }

    @Test func sendingToAPeerThatHasGoneIsAnErrorNotASignal() throws {
        let (left, right) = try DescriptorPassing.socketPair()
        defer { close(left) }
        // Shut down before it is closed: a child another test is starting holds a copy of every descriptor until it
        // execs, and a copy keeps a peer that was only closed there to send to.
        shutdown(right, Int32(SHUT_RDWR))
        close(right)
        #expect(throws: DescriptorPassing.Failure.self) {
            try DescriptorPassing.send(Array("anyone?".utf8), on: left)
        }
    }
}

/// A message's limits: one longer than the buffer is refused whole; one with the most descriptors arrives whole.
struct DescriptorPassingLimitTests {
    @Test func aMessageLongerThanTheBufferIsAnErrorNotAShorterMessage() throws {
        let (left, right) = try DescriptorPassing.socketPair()
        defer {
            close(left)
            close(right)
        }
        try DescriptorPassing.send(Array(repeating: 1, count: 100), on: left)
        var buffer = [UInt8](repeating: 0, count: 10)
        #expect(throws: DescriptorPassing.Failure.self) { try DescriptorPassing.receive(on: right, buffer: &buffer) }
    }

    @Test func aMessageWithTheMostDescriptorsArrivesWithAllOfThem() throws {
        let (left, right) = try DescriptorPassing.socketPair()
        defer {
            close(left)
            close(right)
        }
        let many = Array(repeating: left, count: DescriptorPassing.maximumDescriptors)
        try DescriptorPassing.send([1], descriptors: many, on: left)
        var buffer = [UInt8](repeating: 0, count: 10)
        let message = try #require(try DescriptorPassing.receive(on: right, buffer: &buffer))
        #expect(message.descriptors.count == DescriptorPassing.maximumDescriptors)
        for descriptor in message.descriptors { close(descriptor) }
    }
}
