#if canImport(Vision)
import Vision
#endif
