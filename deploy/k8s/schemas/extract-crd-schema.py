#!/usr/bin/env python3
"""Writes the openAPIV3Schema of one version of a CustomResourceDefinition as JSON (data only).

    extract-crd-schema.py <crd.yaml> <version> <out.json>

Run it on an operator's released CRD file when moving to a new operator release, then record the
source and version in README.md beside this script. Needs PyYAML (Debian: python3-yaml)."""
import json
import sys

import yaml


def main(src, version, out):
    with open(src, encoding="utf-8") as f:
        crd = next(d for d in yaml.safe_load_all(f) if d and d.get("kind") == "CustomResourceDefinition")
    for v in crd["spec"]["versions"]:
        if v["name"] == version:
            with open(out, "w", encoding="utf-8") as f:
                json.dump(v["schema"]["openAPIV3Schema"], f, indent=1)
                f.write("\n")
            return
    sys.exit(f"{src}: no version {version}")


if __name__ == "__main__":
    main(*sys.argv[1:4])
