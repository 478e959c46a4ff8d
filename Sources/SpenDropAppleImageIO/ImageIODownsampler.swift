#if canImport(ImageIO)
import ImageIO
#endif
