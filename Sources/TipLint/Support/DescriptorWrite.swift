#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing whole buffers to a file descriptor, for every writer that holds a descriptor (files
/// replaced atomically, the step summary, standard output, a child process's input).
package enum DescriptorWrite {
    /// Writes every byte, again after an interruption; the `errno` of a failure, nil when all was written.
    package static func all(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
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

    package static func all(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { all($0, to: descriptor) }
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
