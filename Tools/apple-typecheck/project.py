#!/usr/bin/env python3
"""Reads Apps/iOS/project.yml (the XcodeGen spec) for the Apple type-check.

Prints one line per target that has Swift sources: the target name, a tab, and its source folders relative to
the spec, so each target is type-checked with exactly the files Xcode would compile into it. Fails, naming the
cause, when the spec breaks a rule App Store Connect and installation enforce:
- an app extension's bundle identifier must start with its containing app's identifier and a dot;
- every app extension must be embedded in an app (a dependency of an application target);
- every app and extension bundle must carry a PrivacyInfo.xcprivacy that declares the required-reason APIs the
  core uses (file timestamps: C617.1, inside the App Group container; UserDefaults: 1C8F.1, the App Group's);
- the app's asset catalog must hold the AppIcon set it names: one 1024x1024 PNG without alpha;
- a share extension's activation rule must be an explicit predicate (no TRUEPREDICATE), bound the number of
  attachments per input item inside its outer SUBQUERY, and accept images only (no public.file-url or
  public.data, which match any file).
Only the small subset of YAML the spec uses is read (nested mappings and lists, no anchors), so no YAML
library is needed.
"""
import json
import os
import plistlib
import re
import sys

# The required-reason APIs SpenDrop's core calls in every bundle that links it: FileManager's modificationDate and
# stat (share inbox clean-up, share log) on files in the App Group container, and the App Group's UserDefaults.
REQUIRED_REASONS = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": "C617.1",
    "NSPrivacyAccessedAPICategoryUserDefaults": "1C8F.1",
}


def parse(path):
    """Returns (prefix, targets): targets maps a name to {type, sources, bundle_id, dependencies}."""
    prefix = None
    targets = {}
    current = None
    section = None
    with open(path, encoding="utf-8") as spec:
        for raw in spec:
            line = raw.split(" #")[0].rstrip() if not raw.lstrip().startswith("#") else ""
            if not line.strip():
                continue
            indent = len(line) - len(line.lstrip())
            text = line.strip()
            match = re.match(r"bundleIdPrefix:\s*(\S+)", text)
            if match and indent == 2:
                prefix = match.group(1)
            if indent == 0:
                section = text.rstrip(":")
                current = None
                continue
            if section != "targets":
                continue
            if indent == 2 and text.endswith(":"):
                current = {"type": None, "sources": [], "bundle_id": None, "dependencies": []}
                targets[text[:-1]] = current
                key = None
                continue
            if current is None:
                continue
            if indent == 4:
                key = text.split(":")[0]
                match = re.match(r"type:\s*(\S+)", text)
                if match:
                    current["type"] = match.group(1)
                continue
            match = re.match(r"PRODUCT_BUNDLE_IDENTIFIER:\s*(\S+)", text)
            if match:
                current["bundle_id"] = match.group(1)
            if key == "sources" and indent == 6 and text.startswith("- "):
                item = text[2:].strip()
                if item.startswith("path:"):
                    item = item[len("path:"):].strip()
                current["sources"].append(item)
            if key == "dependencies" and indent == 6:
                match = re.match(r"- target:\s*(\S+)", text)
                if match:
                    current["dependencies"].append(match.group(1))
    return prefix, targets


def activation_rules(path):
    """The NSExtensionActivationRule texts of the spec (folded `>-` scalars joined with spaces)."""
    rules = []
    with open(path, encoding="utf-8") as spec:
        lines = spec.read().splitlines()
    for index, line in enumerate(lines):
        if "NSExtensionActivationRule:" not in line:
            continue
        indent = len(line) - len(line.lstrip())
        inline = line.split("NSExtensionActivationRule:", 1)[1].strip()
        parts = [] if inline in (">-", ">", "|", "|-") else [inline]
        for following in lines[index + 1:]:
            if following.strip() and len(following) - len(following.lstrip()) <= indent:
                break
            parts.append(following.strip())
        rules.append(" ".join(part for part in parts if part))
    return rules


def rule_problems(rule):
    problems = []
    if "TRUEPREDICATE" in rule:
        problems.append("the activation rule is TRUEPREDICATE, which App Review rejects")
    for identifier in ("public.file-url", "public.data", "public.item"):
        if f'"{identifier}"' in rule:
            problems.append(f"the activation rule accepts {identifier}, which matches any file (PDFs included)")
    outer = rule.split("SUBQUERY($extensionItem.attachments", 1)[0]
    if not re.search(r"\$extensionItem\.attachments\.@count\s*<=\s*\d+", outer):
        problems.append(
            "the activation rule does not bound $extensionItem.attachments.@count inside its outer SUBQUERY "
            "(a bound outside it counts input items, not attachments)")
    return problems


def privacy_problems(name, base, sources):
    manifests = [os.path.join(base, s, "PrivacyInfo.xcprivacy") for s in sources]
    manifests = [m for m in manifests if os.path.isfile(m)]
    if not manifests:
        return [f"{name} has no PrivacyInfo.xcprivacy in its sources (App Store Connect rejects the upload)"]
    with open(manifests[0], "rb") as manifest:
        try:
            declared = plistlib.load(manifest)
        except Exception as error:  # noqa: BLE001 - any parse failure is the finding
            return [f"{manifests[0]} is not a property list: {error}"]
    reasons = {
        entry.get("NSPrivacyAccessedAPIType"): entry.get("NSPrivacyAccessedAPITypeReasons", [])
        for entry in declared.get("NSPrivacyAccessedAPITypes", [])
    }
    return [
        f"{manifests[0]} does not declare {category} with reason {reason}"
        for category, reason in REQUIRED_REASONS.items()
        if reason not in reasons.get(category, [])
    ]


def icon_problems(name, base, sources):
    for source in sources:
        icon_set = os.path.join(base, source, "Assets.xcassets", "AppIcon.appiconset")
        contents = os.path.join(icon_set, "Contents.json")
        if not os.path.isfile(contents):
            continue
        with open(contents, encoding="utf-8") as file:
            images = json.load(file).get("images", [])
        problems = []
        for image in images:
            png = os.path.join(icon_set, image.get("filename", ""))
            if not os.path.isfile(png):
                problems.append(f"{name}'s app icon {image.get('filename')} is missing")
                continue
            with open(png, "rb") as file:
                head = file.read(26)
            width, height = int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")
            if head[:8] != b"\x89PNG\r\n\x1a\n" or (width, height) != (1024, 1024) or head[25] in (4, 6):
                problems.append(f"{png} must be a 1024x1024 PNG without alpha")
        return problems or ([] if images else [f"{name}'s AppIcon set holds no image"])
    return [f"{name} has no Assets.xcassets/AppIcon.appiconset in its sources"]


def has_swift(folder):
    for _, _, files in os.walk(folder):
        if any(name.endswith(".swift") for name in files):
            return True
    return False


def main():
    path = sys.argv[1]
    base = os.path.dirname(path)
    prefix, targets = parse(path)
    problems = []
    for name, target in targets.items():
        if target["bundle_id"] is None:
            target["bundle_id"] = f"{prefix}.{name}" if prefix else name
    apps = {name: t for name, t in targets.items() if t["type"] == "application"}
    for name, target in targets.items():
        if target["type"] != "app-extension":
            continue
        hosts = [app for app, t in apps.items() if name in t["dependencies"]]
        if not hosts:
            problems.append(f"the extension {name} is not embedded in any application target")
        for host in hosts:
            app_id = apps[host]["bundle_id"]
            if not target["bundle_id"].startswith(app_id + "."):
                problems.append(
                    f"the extension {name}'s bundle identifier {target['bundle_id']} does not start with "
                    f"its app's {app_id}. (embedding validation, installation and upload reject it)")
    for name, target in targets.items():
        if target["type"] in ("application", "app-extension"):
            problems.extend(privacy_problems(name, base, target["sources"]))
        if target["type"] == "application":
            problems.extend(icon_problems(name, base, target["sources"]))
    for rule in activation_rules(path):
        problems.extend(rule_problems(rule))
    for problem in problems:
        print(f"project.yml: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    for name, target in targets.items():
        folders = [s for s in target["sources"] if has_swift(os.path.join(base, s))]
        if folders:
            print(f"{name}\t{' '.join(folders)}")


if __name__ == "__main__":
    main()
