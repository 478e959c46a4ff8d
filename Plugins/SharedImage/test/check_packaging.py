#!/usr/bin/env python3
"""Checks that the plugin installs as Capacitor 6 and 7 apps install plugins, as far as Linux can tell.

- Swift Package Manager: every SpenDrop product Package.swift depends on is a library product of the root
  package (both manifests read with `swift package dump-package`, passed as the two arguments).
- CocoaPods: every pod the podspec depends on, other than Capacitor, has its podspec at the repository root,
  under that name, and its source_files match Swift files; the plugin's own source_files and privacy manifest
  match files too.
- npm: the published files include Package.swift and the podspec, which Capacitor's CLI looks for.
"""
import glob
import json
import os
import re
import sys

here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
root = os.path.dirname(os.path.dirname(here))
problems = []

plugin, core = json.loads(sys.argv[1]), json.loads(sys.argv[2])
core_libraries = {p["name"] for p in core["products"] if "library" in p["type"]}
for target in plugin["targets"]:
    for dependency in target.get("dependencies", []):
        product = dependency.get("product")
        if product and product[1] == "SpenDrop" and product[0] not in core_libraries:
            problems.append(f"Package.swift uses {product[0]}, which the root package does not offer as a library")


def podspec(path):
    with open(path, encoding="utf-8") as file:
        text = file.read()
    name = re.search(r"s\.name\s*=\s*'([^']+)'", text)
    return {
        "name": name.group(1) if name else None,
        "dependencies": re.findall(r"s\.dependency\s+'([^']+)'", text),
        "sources": re.findall(r"s\.source_files\s*=\s*'([^']+)'", text),
        "resources": re.findall(r"=>\s*\['([^']+)'\]", text),
    }


def matches(base, pattern):
    return glob.glob(os.path.join(base, pattern), recursive=True)


plugin_spec = podspec(os.path.join(here, "SpendropSharedImage.podspec"))
for pattern in plugin_spec["sources"] + plugin_spec["resources"]:
    if not matches(here, pattern):
        problems.append(f"SpendropSharedImage.podspec: {pattern} matches no file")
pending, seen = list(plugin_spec["dependencies"]), set()
while pending:
    name = pending.pop()
    if name == "Capacitor" or name in seen:
        continue
    seen.add(name)
    path = os.path.join(root, f"{name}.podspec")
    if not os.path.isfile(path):
        problems.append(f"the pod {name} has no podspec at the repository root")
        continue
    spec = podspec(path)
    if spec["name"] != name:
        problems.append(f"{name}.podspec names its pod {spec['name']}")
    for pattern in spec["sources"]:
        if not [f for f in matches(root, pattern) if f.endswith(".swift")]:
            problems.append(f"{name}.podspec: {pattern} matches no Swift file")
    pending.extend(spec["dependencies"])

with open(os.path.join(here, "package.json"), encoding="utf-8") as file:
    files = json.load(file).get("files", [])
for required in ("Package.swift", "SpendropSharedImage.podspec", "ios/Sources/"):
    if required not in files:
        problems.append(f"package.json does not publish {required}")

for problem in problems:
    print(f"check_packaging: {problem}", file=sys.stderr)
if problems:
    sys.exit(1)
print(f"packaging: Package.swift uses {len(core_libraries & {'SpenDropIntake', 'SpenDropModel'})} core libraries; "
      f"the podspec's {len(seen)} SpenDrop pods all resolve")
