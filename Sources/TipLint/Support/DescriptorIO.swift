#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing file descriptors, for every reader and writer that holds one (files read
/// and replaced atomically, the step summary, standard output, a child process's pipes).
package enum DescriptorIO {
    /// `read(2)`, named apart from the readers' own `read` methods.
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        return Musl.read(descriptor, buffer, count)
        #else
        return Glibc.read(descriptor, buffer, count)
        #endif
    }

    /// Writes every byte, again after an interruption; the `errno` of a failure, nil when all was written.
    package static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let result = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += result
        }
        return nil
    }

    package static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { writeAll($0, to: descriptor) }
    }
}

/// `write(2)`, named apart from the writers' own `write` methods.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(descriptor, buffer, count)
    #else
    return Glibc.write(descriptor, buffer, count)
    #endif
}
