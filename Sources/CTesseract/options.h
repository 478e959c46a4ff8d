// What a recognition on the current thread asked of SpenDrop's overrides (set by `sd_tesseract_recognize`).
#ifndef SPENDROP_CTESSERACT_OPTIONS_H
#define SPENDROP_CTESSERACT_OPTIONS_H

extern _Thread_local unsigned sd_recognition_options;

#endif
