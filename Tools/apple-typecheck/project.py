#!/usr/bin/env python3
"""Reads Apps/iOS/project.yml (the XcodeGen spec) for the Apple type-check.

Prints one line per target that has Swift sources: the target name, a tab, and its source folders relative to
the spec, so each target is type-checked with exactly the files Xcode would compile into it. Fails, naming the
cause, when the spec breaks a rule App Store Connect and installation enforce:
- an app extension's bundle identifier must start with its containing app's identifier and a dot;
- every app extension must be embedded in an app (a dependency of an application target);
- a share extension's activation rule must be an explicit predicate (no TRUEPREDICATE), bound the number of
  attachments per input item inside its outer SUBQUERY, and accept images only (no public.file-url or
  public.data, which match any file).
Only the small subset of YAML the spec uses is read (nested mappings and lists, no anchors), so no YAML
library is needed.
"""
import os
import re
import sys


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
