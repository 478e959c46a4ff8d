#include "CHeif.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// One pointer per function, resolved together; `sd_heif_load` fills them or none is used.
#define SD_HEIF_FUNCTIONS(X) \
    X(heif_context_alloc) \
    X(heif_context_free) \
    X(heif_context_set_maximum_image_size_limit) \
    X(heif_context_read_from_memory_without_copy) \
    X(heif_context_get_primary_image_handle) \
    X(heif_image_handle_release) \
    X(heif_image_handle_get_width) \
    X(heif_image_handle_get_height) \
    X(heif_image_handle_get_ispe_width) \
    X(heif_image_handle_get_ispe_height) \
    X(heif_image_handle_has_alpha_channel) \
    X(heif_image_handle_get_luma_bits_per_pixel) \
    X(heif_image_handle_get_nclx_color_profile) \
    X(heif_nclx_color_profile_free) \
    X(heif_decode_image) \
    X(heif_image_release) \
    X(heif_image_get_chroma_format) \
    X(heif_image_get_colorspace) \
    X(heif_image_get_bits_per_pixel_range) \
    X(heif_image_get_width) \
    X(heif_image_get_height) \
    X(heif_image_get_plane_readonly)

#define SD_DECLARE_POINTER(name) static __typeof__(&name) p_##name;
SD_HEIF_FUNCTIONS(SD_DECLARE_POINTER)

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int load_status = -1;
static char load_message[256];

// Debian 12 ships libheif.so.1; the unversioned name exists where the -dev package is installed.
static const char *const library_names[] = {"libheif.so.1", "libheif.so"};

static void load_library(void) {
    void *library = NULL;
    for (size_t i = 0; i < sizeof library_names / sizeof library_names[0] && library == NULL; i++) {
        library = dlopen(library_names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        snprintf(load_message, sizeof load_message, "libheif could not be loaded (install the libheif1 package)");
        return;
    }
#define SD_RESOLVE(name) \
    p_##name = (__typeof__(&name))dlsym(library, #name); \
    if (p_##name == NULL) { \
        snprintf(load_message, sizeof load_message, "libheif has no %s (version 1.15 or later is needed)", #name); \
        return; \
    }
    SD_HEIF_FUNCTIONS(SD_RESOLVE)
#undef SD_RESOLVE
    load_status = 0;
}

int sd_heif_load(char *message, size_t length) {
    pthread_once(&load_once, load_library);
    if (load_status != 0 && message != NULL && length > 0) {
        snprintf(message, length, "%s", load_message);
    }
    return load_status;
}

struct heif_context *sd_heif_context_alloc(void) {
    return p_heif_context_alloc();
}

void sd_heif_context_free(struct heif_context *context) {
    p_heif_context_free(context);
}

void sd_heif_context_set_maximum_image_size_limit(struct heif_context *context, int maximum_width) {
    p_heif_context_set_maximum_image_size_limit(context, maximum_width);
}

struct heif_error sd_heif_context_read_from_memory_without_copy(struct heif_context *context, const void *memory,
                                                                size_t size,
                                                                const struct heif_reading_options *options) {
    return p_heif_context_read_from_memory_without_copy(context, memory, size, options);
}

struct heif_error sd_heif_context_get_primary_image_handle(struct heif_context *context,
                                                           struct heif_image_handle **handle) {
    return p_heif_context_get_primary_image_handle(context, handle);
}

void sd_heif_image_handle_release(const struct heif_image_handle *handle) {
    p_heif_image_handle_release(handle);
}

int sd_heif_image_handle_get_width(const struct heif_image_handle *handle) {
    return p_heif_image_handle_get_width(handle);
}

int sd_heif_image_handle_get_height(const struct heif_image_handle *handle) {
    return p_heif_image_handle_get_height(handle);
}

int sd_heif_image_handle_get_ispe_width(const struct heif_image_handle *handle) {
    return p_heif_image_handle_get_ispe_width(handle);
}

int sd_heif_image_handle_get_ispe_height(const struct heif_image_handle *handle) {
    return p_heif_image_handle_get_ispe_height(handle);
}

int sd_heif_image_handle_has_alpha_channel(const struct heif_image_handle *handle) {
    return p_heif_image_handle_has_alpha_channel(handle);
}

int sd_heif_image_handle_get_luma_bits_per_pixel(const struct heif_image_handle *handle) {
    return p_heif_image_handle_get_luma_bits_per_pixel(handle);
}

struct heif_error sd_heif_image_handle_get_nclx_color_profile(const struct heif_image_handle *handle,
                                                              struct heif_color_profile_nclx **profile) {
    return p_heif_image_handle_get_nclx_color_profile(handle, profile);
}

void sd_heif_nclx_color_profile_free(struct heif_color_profile_nclx *profile) {
    p_heif_nclx_color_profile_free(profile);
}

struct heif_error sd_heif_decode_image(const struct heif_image_handle *handle, struct heif_image **image,
                                       enum heif_colorspace colorspace, enum heif_chroma chroma,
                                       const struct heif_decoding_options *options) {
    return p_heif_decode_image(handle, image, colorspace, chroma, options);
}

void sd_heif_image_release(const struct heif_image *image) {
    p_heif_image_release(image);
}

enum heif_chroma sd_heif_image_get_chroma_format(const struct heif_image *image) {
    return p_heif_image_get_chroma_format(image);
}

enum heif_colorspace sd_heif_image_get_colorspace(const struct heif_image *image) {
    return p_heif_image_get_colorspace(image);
}

int sd_heif_image_get_bits_per_pixel_range(const struct heif_image *image, enum heif_channel channel) {
    return p_heif_image_get_bits_per_pixel_range(image, channel);
}

int sd_heif_image_get_width(const struct heif_image *image, enum heif_channel channel) {
    return p_heif_image_get_width(image, channel);
}

int sd_heif_image_get_height(const struct heif_image *image, enum heif_channel channel) {
    return p_heif_image_get_height(image, channel);
}

const uint8_t *sd_heif_image_get_plane_readonly(const struct heif_image *image, enum heif_channel channel,
                                                int *stride) {
    return p_heif_image_get_plane_readonly(image, channel, stride);
}
