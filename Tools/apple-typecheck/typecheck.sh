#!/usr/bin/env bash
# Type-checks SpenDrop's Apple code on Linux, in Swift 6 mode, against the stand-ins in StandIns/.
#
# 1. The stand-ins (UIKit, SwiftUI, Charts, Vision, ImageIO, os, Capacitor, …) become modules.
# 2. The core modules are built as an Apple build sees them: without the Linux-only C targets (CPNG, CJPEG,
#    CHeif, CImageShim, CTesseract), SQLite through an `SQLite3` module, and the Objective-C runtime's names
#    (`Category`) in scope wherever Foundation is, as on Apple platforms.
# 3. The three Apple adapter targets, the app and share-extension targets (sources as project.yml lists them)
#    and the SharedImage plugin are type-checked against those modules.
# 4. Files with a wrong argument label and with a name the SDK has must fail (Negative/), so a check that sees
#    nothing, or an SDK without its clashing names, cannot pass.
# Built modules are kept in .build/apple-typecheck and rebuilt only when their inputs change.
set -euo pipefail
cd "$(dirname "$0")/../.."
tool=Tools/apple-typecheck
out=.build/apple-typecheck
modules=$out/modules
mkdir -p "$modules"
swiftc=${SWIFTC:-swiftc}

# Everything below sees the stand-ins, the built modules and the SDK's SQLite3 module.
common=(-parse-as-library -I "$modules" -I "$tool/SQLite3" -module-cache-path "$out/module-cache")
implicit=(-Xfrontend -import-module -Xfrontend FoundationAdditions)
swift6=(-swift-version 6 -enable-upcoming-feature ExistentialAny)
# The Apple code itself must be free of warnings too: under Swift 6 most are isolation problems in waiting.
strict=(-warnings-as-errors)

swift_files() {
    local dir
    for dir in "$@"; do
        [[ -d "$dir" ]] || { echo "typecheck-apple: $dir is not a directory" >&2; exit 1; }
    done
    find "$@" -name '*.swift' -type f | LC_ALL=C sort
}

# emit NAME "DEPENDENCIES" FLAGS… -- FILES…: builds NAME.swiftmodule unless it is newer than every input.
emit() {
    local name=$1 deps=$2
    shift 2
    local flags=()
    while [[ $1 != -- ]]; do flags+=("$1"); shift; done
    shift
    (($# > 0)) || { echo "typecheck-apple: no Swift files for $name" >&2; exit 1; }
    local target=$modules/$name.swiftmodule inputs=("$@") dep
    for dep in $deps; do inputs+=("$modules/$dep.swiftmodule"); done
    if [[ -f $target ]] && [[ -z $(find "${inputs[@]}" "$0" -newer "$target" 2>/dev/null | head -1) ]]; then
        return 0
    fi
    "$swiftc" -emit-module -module-name "$name" -emit-module-path "$target" "${common[@]}" "${flags[@]}" "$@"
    touch "$target"  # the compiler keeps an unchanged module's old time
}

# lanes "COMMAND…" "COMMAND…": runs the commands side by side (two cores), failing if either fails.
lanes() {
    local pids=() command status=0
    for command in "$@"; do
        eval "$command" &
        pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid" || status=1; done
    return $status
}

# typecheck LABEL FLAGS… -- FILES…
checked=0
typecheck() {
    local label=$1
    shift
    local flags=()
    while [[ $1 != -- ]]; do flags+=("$1"); shift; done
    shift
    (($# > 0)) || { echo "typecheck-apple: no Swift files for $label" >&2; exit 1; }
    "$swiftc" -typecheck "${common[@]}" "${swift6[@]}" "${strict[@]}" "${implicit[@]}" "${flags[@]}" "$@"
    checked=$((checked + $#))
}

start=$(date +%s)
stamp=$out/.started
touch "$stamp"

# 1. Stand-ins. Swift 5 mode: they are declarations, as the SDK's own modules are imported from C and Swift.
stand=$tool/StandIns
emit ObjectiveC "" -swift-version 5 -- $(swift_files "$stand/ObjectiveC")
emit FoundationAdditions "ObjectiveC" -swift-version 5 -- $(swift_files "$stand/FoundationAdditions")
stand_in() { emit "$1" "$2" -swift-version 5 "${implicit[@]}" -- $(swift_files "$stand/$1"); }
lanes 'stand_in CoreGraphics FoundationAdditions && stand_in ImageIO CoreGraphics && stand_in Vision CoreGraphics' \
    'stand_in UniformTypeIdentifiers FoundationAdditions && stand_in os FoundationAdditions &&
        stand_in Capacitor FoundationAdditions'
stand_in UIKit CoreGraphics
stand_in SwiftUI UIKit
stand_in Charts SwiftUI

# 2. The core modules as an Apple build sees them, in dependency order (Package.swift's).
core() { emit "$1" "FoundationAdditions $2" "${swift6[@]}" "${implicit[@]}" -- $(swift_files "Sources/$1"); }
core SpenDropModel ""
lanes 'core SpenDropParser SpenDropModel && core SpenDropLedger SpenDropModel' \
    'core SpenDropImage SpenDropModel && core SpenDropOCR "SpenDropModel SpenDropImage" &&
        core SpenDropIntake "SpenDropModel SpenDropImage"'
core SpenDropFlow "SpenDropModel SpenDropParser SpenDropLedger SpenDropImage SpenDropOCR SpenDropIntake"

# 3a. The Apple adapters (modules: the apps import them).
adapter() { emit "$1" "$2" "${swift6[@]}" "${strict[@]}" "${implicit[@]}" -- $(swift_files "Sources/$1"); }
lanes 'adapter SpenDropAppleImageIO "SpenDropImage ImageIO"' 'adapter SpenDropAppleVision "SpenDropOCR Vision"'
adapter SpenDropAppleShare "SpenDropFlow SpenDropAppleImageIO SpenDropAppleVision UIKit os"
adapters=3

# 3b. The app and the extension, each with the source folders project.yml gives its target (project.py also
# checks the spec's bundle identifiers and activation rule).
listing=$(python3 "$tool/project.py" Apps/iOS/project.yml)
targets=0
while IFS=$'\t' read -r target folders; do
    read -r -a dirs <<<"$folders"
    typecheck "$target" -module-name "$target" -- $(swift_files "${dirs[@]/#/Apps/iOS/}")
    targets=$((targets + 1))
done <<<"$listing"
# A Swift file under Apps/ that no target compiles would never be checked (nor built): say so.
orphans=$(LC_ALL=C comm -23 <(swift_files Apps) <(cut -f2 <<<"$listing" | tr ' ' '\n' | sed 's|^|Apps/iOS/|' |
    while read -r dir; do swift_files "$dir"; done | LC_ALL=C sort -u))
if [[ -n $orphans ]]; then
    echo "typecheck-apple: these files are in no target of project.yml: $orphans" >&2
    exit 1
fi
if ((targets < 2)); then
    echo "typecheck-apple: project.yml lists $targets Swift targets, expected the app and the extension" >&2
    exit 1
fi

# 3c. The SharedImage plugin. `@objc` needs the Objective-C runtime, which Linux's Swift has not: the attribute
# is removed from a copy, everything else is checked as written.
plugin=$out/plugin
rm -rf "$plugin" && mkdir -p "$plugin"
for file in $(swift_files Plugins/SharedImage/ios/Sources); do
    sed -E 's/@objc(\([A-Za-z_]+\))?( |$)//g' "$file" >"$plugin/$(basename "$file")"
done
typecheck SharedImagePlugin -module-name SharedImagePlugin -- $(swift_files "$plugin")

# 4. The negative checks: a wrong argument label, and a name the SDK already has, must be reported.
reject() {
    local file=$1 expected=$2 errors
    if errors=$("$swiftc" -typecheck "${common[@]}" "${swift6[@]}" "${implicit[@]}" "$tool/Negative/$file" 2>&1); then
        echo "typecheck-apple: Negative/$file type-checked, so the check is not seeing errors" >&2
        exit 1
    fi
    if ! grep -q "$expected" <<<"$errors"; then
        echo "typecheck-apple: Negative/$file failed for another reason than '$expected':" >&2
        echo "$errors" >&2
        exit 1
    fi
}
emit Vocabulary "FoundationAdditions" "${swift6[@]}" "${implicit[@]}" -- "$tool/Negative/Vocabulary/Vocabulary.swift"
reject WrongLabel.swift "argument label"
reject RuntimeCategory.swift "'Category' is ambiguous"

echo "typecheck-apple: $checked app and plugin files, $adapters adapters and 7 core modules type-check in Swift 6" \
    "(modules rebuilt: $(find "$modules" -name "*.swiftmodule" -newer "$stamp" | wc -l), $(($(date +%s) - start)) s);" \
    "the wrong-label and clashing-name files are rejected"
