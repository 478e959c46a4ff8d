// libheif, loaded at run time.
//
// The library is not linked: `sd_heif_load` opens it with dlopen the first time a HEIF image is decoded. libheif
// brings its codecs with it (libde265, x265, dav1d, aom): linked, they were loaded and relocated at the start of every
// `spendrop` process, ~3.5 ms and ~4.4 MB of every share of a PNG or JPEG screenshot, which never uses them.
//
// The types and constants come from libheif's own header; every function used is called through an `sd_` wrapper
// that forwards to the pointer resolved by `sd_heif_load`. Call nothing else before it has returned 0.
#ifndef SPENDROP_CHEIF_H
#define SPENDROP_CHEIF_H

#include <stddef.h>
#include <stdint.h>
#include <libheif/heif.h>

/// Loads libheif once (later calls return the first outcome). Returns 0 on success; otherwise writes a reason into
/// `message` and returns -1.
int sd_heif_load(char *message, size_t length);

struct heif_context *sd_heif_context_alloc(void);
void sd_heif_context_free(struct heif_context *context);
void sd_heif_context_set_maximum_image_size_limit(struct heif_context *context, int maximum_width);
struct heif_error sd_heif_context_read_from_memory_without_copy(struct heif_context *context, const void *memory,
                                                                size_t size,
                                                                const struct heif_reading_options *options);
struct heif_error sd_heif_context_get_primary_image_handle(struct heif_context *context,
                                                           struct heif_image_handle **handle);
void sd_heif_image_handle_release(const struct heif_image_handle *handle);
int sd_heif_image_handle_get_width(const struct heif_image_handle *handle);
int sd_heif_image_handle_get_height(const struct heif_image_handle *handle);
int sd_heif_image_handle_get_ispe_width(const struct heif_image_handle *handle);
int sd_heif_image_handle_get_ispe_height(const struct heif_image_handle *handle);
int sd_heif_image_handle_has_alpha_channel(const struct heif_image_handle *handle);
int sd_heif_image_handle_get_luma_bits_per_pixel(const struct heif_image_handle *handle);
struct heif_error sd_heif_image_handle_get_nclx_color_profile(const struct heif_image_handle *handle,
                                                              struct heif_color_profile_nclx **profile);
void sd_heif_nclx_color_profile_free(struct heif_color_profile_nclx *profile);
struct heif_error sd_heif_decode_image(const struct heif_image_handle *handle, struct heif_image **image,
                                       enum heif_colorspace colorspace, enum heif_chroma chroma,
                                       const struct heif_decoding_options *options);
void sd_heif_image_release(const struct heif_image *image);
enum heif_chroma sd_heif_image_get_chroma_format(const struct heif_image *image);
enum heif_colorspace sd_heif_image_get_colorspace(const struct heif_image *image);
int sd_heif_image_get_bits_per_pixel_range(const struct heif_image *image, enum heif_channel channel);
int sd_heif_image_get_width(const struct heif_image *image, enum heif_channel channel);
int sd_heif_image_get_height(const struct heif_image *image, enum heif_channel channel);
const uint8_t *sd_heif_image_get_plane_readonly(const struct heif_image *image, enum heif_channel channel, int *stride);

#endif
