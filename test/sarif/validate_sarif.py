#!/usr/bin/env python3
"""Checks that a file is a SARIF 2.1.0 log that GitHub code scanning accepts.

    validate_sarif.py [--no-github] [--schema sarif-schema-2.1.0.json] FILE...

Exits 0 when every file is valid; otherwise prints the first violation as
`FILE: JSON-PATH: problem` and exits 1 (2 for usage errors and unreadable
files).

No copy of the official schema is needed: the constraints of the objects
ptx-lint writes are encoded below from the SARIF 2.1.0 specification
(OASIS, sections 3.11 to 3.57): required properties, value types, enums,
minimums, uniqueness, and which property names each object may have. Objects
that ptx-lint never writes are only checked to be of the right JSON type.
With --schema (and the jsonschema package), the file is also checked
against the given schema file.

GitHub code scanning adds requirements of its own, checked unless
--no-github: every result has a ruleId, 1 to 10 locations, and each
location a physicalLocation with artifactLocation.uri and region.startLine.
"""

import argparse
import json
import re
import sys


class Violation(Exception):
    def __init__(self, path, problem):
        super().__init__(f"{path}: {problem}")


LEVELS = {"none", "note", "warning", "error"}
KINDS = {"notApplicable", "pass", "fail", "review", "open", "informational"}
COLUMN_KINDS = {"utf16CodeUnits", "unicodeCodePoints"}
BASELINE_STATES = {"new", "unchanged", "updated", "absent"}

# The property names SARIF 2.1.0 defines for each object we check in depth.
PROPERTIES = {
    "sarifLog": {"$schema", "version", "runs", "inlineExternalProperties",
                 "properties"},
    "run": {"tool", "invocations", "conversion", "language",
            "versionControlProvenance", "originalUriBaseIds", "artifacts",
            "logicalLocations", "graphs", "results", "automationDetails",
            "runAggregates", "baselineGuid", "redactionTokens",
            "defaultEncoding", "defaultSourceLanguage", "newlineSequences",
            "columnKind", "externalPropertyFileReferences",
            "threadFlowLocations", "taxonomies", "addresses", "translations",
            "policies", "webRequests", "webResponses", "specialLocations",
            "properties"},
    "tool": {"driver", "extensions", "properties"},
    "toolComponent": {"guid", "name", "organization", "product",
                      "productSuite", "shortDescription", "fullDescription",
                      "fullName", "version", "semanticVersion",
                      "dottedQuadFileVersion", "releaseDateUtc",
                      "downloadUri", "informationUri",
                      "globalMessageStrings", "notifications", "rules",
                      "taxa", "locations", "language", "contents",
                      "isComprehensive", "localizedDataSemanticVersion",
                      "minimumRequiredLocalizedDataSemanticVersion",
                      "associatedComponent", "translationMetadata",
                      "supportedTaxonomies", "properties"},
    "reportingDescriptor": {"id", "deprecatedIds", "guid", "deprecatedGuids",
                            "name", "deprecatedNames", "shortDescription",
                            "fullDescription", "messageStrings",
                            "defaultConfiguration", "helpUri", "help",
                            "relationships", "properties"},
    "reportingConfiguration": {"enabled", "level", "rank", "parameters",
                               "properties"},
    "result": {"ruleId", "ruleIndex", "rule", "kind", "level", "message",
               "analysisTarget", "locations", "guid", "correlationGuid",
               "occurrenceCount", "partialFingerprints", "fingerprints",
               "stacks", "codeFlows", "graphs", "graphTraversals",
               "relatedLocations", "suppressions", "baselineState", "rank",
               "attachments", "hostedViewerUri", "workItemUris",
               "provenance", "fixes", "taxa", "webRequest", "webResponse",
               "properties"},
    "message": {"text", "markdown", "id", "arguments", "properties"},
    "multiformatMessageString": {"text", "markdown", "properties"},
    "location": {"id", "physicalLocation", "logicalLocations", "message",
                 "annotations", "relationships", "properties"},
    "physicalLocation": {"address", "artifactLocation", "region",
                         "contextRegion", "properties"},
    "artifactLocation": {"uri", "uriBaseId", "index", "description",
                         "properties"},
    "region": {"startLine", "startColumn", "endLine", "endColumn",
               "charOffset", "charLength", "byteOffset", "byteLength",
               "snippet", "message", "sourceLanguage", "properties"},
    "fix": {"description", "artifactChanges", "properties"},
    "artifactChange": {"artifactLocation", "replacements", "properties"},
    "replacement": {"deletedRegion", "insertedContent", "properties"},
    "artifactContent": {"text", "binary", "rendered", "properties"},
}

# RFC 3986: the characters a URI reference may contain, and a scheme.
URI_CHARS = re.compile(r"^(?:[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*:")


class Validator:
    def __init__(self, github):
        self.github = github

    # ---- Generic checks ------------------------------------------------------

    def obj(self, value, path, kind):
        if not isinstance(value, dict):
            raise Violation(path, f"a {kind} must be an object")
        allowed = PROPERTIES.get(kind)
        if allowed is not None:
            for key in value:
                if key not in allowed:
                    raise Violation(
                        path, f"'{key}' is not a property of a SARIF 2.1.0 {kind}")
        if "properties" in value:
            self.property_bag(value["properties"], f"{path}.properties")
        return value

    def require(self, value, key, path, kind):
        if key not in value:
            raise Violation(path, f"a {kind} requires '{key}'")
        return value[key]

    def string(self, value, path, non_empty=False):
        if not isinstance(value, str):
            raise Violation(path, "must be a string")
        if non_empty and not value:
            raise Violation(path, "must not be empty")
        return value

    def integer(self, value, path, minimum=None, maximum=None):
        if isinstance(value, bool) or not isinstance(value, int):
            raise Violation(path, "must be an integer")
        if minimum is not None and value < minimum:
            raise Violation(path, f"must be at least {minimum}, is {value}")
        if maximum is not None and value > maximum:
            raise Violation(path, f"must be at most {maximum}, is {value}")
        return value

    def boolean(self, value, path):
        if not isinstance(value, bool):
            raise Violation(path, "must be true or false")

    def enum(self, value, path, allowed):
        if value not in allowed:
            raise Violation(path, f"must be one of {sorted(allowed)}, is {value!r}")

    def array(self, value, path, min_items=0, unique=False):
        if not isinstance(value, list):
            raise Violation(path, "must be an array")
        if len(value) < min_items:
            raise Violation(path, f"must have at least {min_items} element(s)")
        if unique:
            seen = set()
            for i, item in enumerate(value):
                key = json.dumps(item, sort_keys=True)
                if key in seen:
                    raise Violation(f"{path}[{i}]", "repeats an earlier element")
                seen.add(key)
        return value

    def optional(self, value, key, path, check, *args):
        if key in value:
            check(value[key], f"{path}.{key}", *args)

    def uri_reference(self, value, path):
        self.string(value, path)
        if not URI_CHARS.match(value):
            raise Violation(path, f"{value!r} is not a valid URI reference "
                                  "(characters outside RFC 3986 must be "
                                  "percent-encoded)")
        if not SCHEME.match(value):
            first_segment = value.split("/", 1)[0]
            if ":" in first_segment:
                raise Violation(path, f"relative URI {value!r} has ':' in its "
                                      "first segment")

    def absolute_uri(self, value, path):
        self.uri_reference(value, path)
        if not SCHEME.match(value):
            raise Violation(path, f"{value!r} is not an absolute URI")

    def property_bag(self, value, path):
        if not isinstance(value, dict):
            raise Violation(path, "a property bag must be an object")
        if "tags" in value:
            tags = self.array(value["tags"], f"{path}.tags", unique=True)
            for i, tag in enumerate(tags):
                self.string(tag, f"{path}.tags[{i}]")

    # ---- SARIF objects -----------------------------------------------------------

    def sarif_log(self, log, path="$"):
        self.obj(log, path, "sarifLog")
        version = self.require(log, "version", path, "sarifLog")
        if version != "2.1.0":
            raise Violation(f"{path}.version", f"must be \"2.1.0\", is {version!r}")
        self.optional(log, "$schema", path, self.absolute_uri)
        runs = self.require(log, "runs", path, "sarifLog")
        if runs is None:
            return
        for i, run in enumerate(self.array(runs, f"{path}.runs")):
            self.run(run, f"{path}.runs[{i}]")

    def run(self, run, path):
        self.obj(run, path, "run")
        tool = self.require(run, "tool", path, "run")
        rules = self.tool(tool, f"{path}.tool")
        self.optional(run, "columnKind", path, self.enum, COLUMN_KINDS)
        if "originalUriBaseIds" in run:
            bases = run["originalUriBaseIds"]
            if not isinstance(bases, dict):
                raise Violation(f"{path}.originalUriBaseIds", "must be an object")
            for key, base in bases.items():
                self.artifact_location(base, f"{path}.originalUriBaseIds[{key!r}]")
        if "artifacts" in run:
            self.array(run["artifacts"], f"{path}.artifacts")
        results = run.get("results")
        if results is None:
            return
        for i, result in enumerate(self.array(results, f"{path}.results")):
            self.result(result, f"{path}.results[{i}]", rules)

    def tool(self, tool, path):
        self.obj(tool, path, "tool")
        driver = self.require(tool, "driver", path, "tool")
        rules = self.tool_component(driver, f"{path}.driver")
        if "extensions" in tool:
            extensions = self.array(tool["extensions"], f"{path}.extensions",
                                    unique=True)
            for i, extension in enumerate(extensions):
                self.tool_component(extension, f"{path}.extensions[{i}]")
        return rules

    def tool_component(self, component, path):
        self.obj(component, path, "toolComponent")
        name = self.require(component, "name", path, "toolComponent")
        self.string(name, f"{path}.name", non_empty=True)
        for key in ("version", "semanticVersion", "fullName", "organization",
                    "product", "guid"):
            self.optional(component, key, path, self.string)
        for key in ("informationUri", "downloadUri"):
            self.optional(component, key, path, self.absolute_uri)
        for key in ("shortDescription", "fullDescription"):
            self.optional(component, key, path, self.multiformat_message)
        rules = component.get("rules", [])
        self.array(rules, f"{path}.rules", unique=True)
        ids = set()
        for i, rule in enumerate(rules):
            rule_path = f"{path}.rules[{i}]"
            self.reporting_descriptor(rule, rule_path)
            if rule["id"] in ids:
                raise Violation(f"{rule_path}.id", f"repeats rule id {rule['id']!r}")
            ids.add(rule["id"])
        return rules

    def reporting_descriptor(self, rule, path):
        self.obj(rule, path, "reportingDescriptor")
        self.string(self.require(rule, "id", path, "reportingDescriptor"),
                    f"{path}.id", non_empty=True)
        self.optional(rule, "name", path, self.string)
        for key in ("shortDescription", "fullDescription", "help"):
            self.optional(rule, key, path, self.multiformat_message)
        self.optional(rule, "helpUri", path, self.absolute_uri)
        if "defaultConfiguration" in rule:
            config_path = f"{path}.defaultConfiguration"
            config = self.obj(rule["defaultConfiguration"], config_path,
                              "reportingConfiguration")
            self.optional(config, "level", config_path, self.enum, LEVELS)
            self.optional(config, "enabled", config_path, self.boolean)
            self.optional(config, "rank", config_path, self.integer, -1, 100)

    def multiformat_message(self, message, path):
        self.obj(message, path, "multiformatMessageString")
        self.string(self.require(message, "text", path,
                                 "multiformatMessageString"), f"{path}.text")
        self.optional(message, "markdown", path, self.string)

    def message(self, message, path):
        self.obj(message, path, "message")
        if "text" not in message and "id" not in message:
            raise Violation(path, "a message requires 'text' or 'id'")
        self.optional(message, "text", path, self.string)
        self.optional(message, "markdown", path, self.string)
        self.optional(message, "id", path, self.string)
        if "arguments" in message:
            for i, arg in enumerate(self.array(message["arguments"],
                                               f"{path}.arguments")):
                self.string(arg, f"{path}.arguments[{i}]")

    def result(self, result, path, rules):
        self.obj(result, path, "result")
        self.message(self.require(result, "message", path, "result"),
                     f"{path}.message")
        rule_id = result.get("ruleId")
        if rule_id is not None:
            self.string(rule_id, f"{path}.ruleId", non_empty=True)
        elif self.github and not (isinstance(result.get("rule"), dict)
                                  and "id" in result["rule"]):
            raise Violation(path, "GitHub code scanning requires 'ruleId'")
        if "ruleIndex" in result:
            index = self.integer(result["ruleIndex"], f"{path}.ruleIndex", -1)
            if index >= 0:
                if index >= len(rules):
                    raise Violation(f"{path}.ruleIndex",
                                    f"{index} is past the {len(rules)} rule(s) "
                                    "of tool.driver.rules")
                if rule_id is not None and rules[index]["id"] != rule_id:
                    raise Violation(f"{path}.ruleIndex",
                                    f"names rule {rules[index]['id']!r}, but "
                                    f"ruleId is {rule_id!r}")
        self.optional(result, "level", path, self.enum, LEVELS)
        self.optional(result, "kind", path, self.enum, KINDS)
        if result.get("kind", "fail") != "fail" and \
                result.get("level", "none") != "none":
            raise Violation(f"{path}.level",
                            "must be absent or \"none\" when kind is not \"fail\"")
        self.optional(result, "baselineState", path, self.enum, BASELINE_STATES)
        self.optional(result, "occurrenceCount", path, self.integer, 1)
        self.optional(result, "rank", path, self.integer, -1, 100)
        for key in ("partialFingerprints", "fingerprints"):
            if key in result:
                prints = result[key]
                if not isinstance(prints, dict):
                    raise Violation(f"{path}.{key}", "must be an object")
                for name, value in prints.items():
                    self.string(value, f"{path}.{key}[{name!r}]")

        locations = result.get("locations", [])
        self.array(locations, f"{path}.locations")
        if self.github and not 1 <= len(locations) <= 10:
            raise Violation(f"{path}.locations",
                            "GitHub code scanning requires 1 to 10 locations")
        for i, location in enumerate(locations):
            self.location(location, f"{path}.locations[{i}]", self.github)
        if "relatedLocations" in result:
            related = self.array(result["relatedLocations"],
                                 f"{path}.relatedLocations", unique=True)
            ids = set()
            for i, location in enumerate(related):
                location_path = f"{path}.relatedLocations[{i}]"
                self.location(location, location_path, False)
                if location.get("id", -1) >= 0:
                    if location["id"] in ids:
                        raise Violation(f"{location_path}.id",
                                        f"repeats location id {location['id']}")
                    ids.add(location["id"])
        if "fixes" in result:
            fixes = self.array(result["fixes"], f"{path}.fixes", unique=True)
            for i, fix in enumerate(fixes):
                self.fix(fix, f"{path}.fixes[{i}]")

    def location(self, location, path, github):
        self.obj(location, path, "location")
        self.optional(location, "id", path, self.integer, -1)
        self.optional(location, "message", path, self.message)
        if "physicalLocation" in location:
            self.physical_location(location["physicalLocation"],
                                   f"{path}.physicalLocation", github)
        elif github:
            raise Violation(path, "GitHub code scanning requires a "
                                  "physicalLocation")

    def physical_location(self, physical, path, github):
        self.obj(physical, path, "physicalLocation")
        if "artifactLocation" not in physical and "address" not in physical:
            raise Violation(path, "a physicalLocation requires "
                                  "'artifactLocation' or 'address'")
        if "artifactLocation" in physical:
            artifact = physical["artifactLocation"]
            self.artifact_location(artifact, f"{path}.artifactLocation")
            if github and "uri" not in artifact:
                raise Violation(f"{path}.artifactLocation",
                                "GitHub code scanning requires 'uri'")
        for key in ("region", "contextRegion"):
            self.optional(physical, key, path, self.region)
        if github and "startLine" not in physical.get("region", {}):
            raise Violation(path, "GitHub code scanning requires "
                                  "region.startLine")

    def artifact_location(self, artifact, path):
        self.obj(artifact, path, "artifactLocation")
        self.optional(artifact, "uri", path, self.uri_reference)
        self.optional(artifact, "uriBaseId", path, self.string, True)
        self.optional(artifact, "index", path, self.integer, -1)
        self.optional(artifact, "description", path, self.message)

    def region(self, region, path):
        self.obj(region, path, "region")
        if not {"startLine", "charOffset", "byteOffset"} & region.keys():
            raise Violation(path, "a region requires 'startLine', 'charOffset' "
                                  "or 'byteOffset'")
        for key in ("startLine", "startColumn", "endLine", "endColumn"):
            self.optional(region, key, path, self.integer, 1)
        for key in ("charOffset", "byteOffset"):
            self.optional(region, key, path, self.integer, -1)
        for key in ("charLength", "byteLength"):
            self.optional(region, key, path, self.integer, 0)
        if "startLine" not in region:
            for key in ("startColumn", "endLine", "endColumn"):
                if key in region:
                    raise Violation(path, f"'{key}' without 'startLine'")
            return
        start_line = region["startLine"]
        start_column = region.get("startColumn", 1)
        end_line = region.get("endLine", start_line)
        if end_line < start_line:
            raise Violation(f"{path}.endLine",
                            f"{end_line} is before startLine {start_line}")
        if end_line == start_line and "endColumn" in region and \
                region["endColumn"] < start_column:
            raise Violation(f"{path}.endColumn",
                            f"{region['endColumn']} is before startColumn "
                            f"{start_column} on the same line")
        self.optional(region, "snippet", path, self.artifact_content)
        self.optional(region, "message", path, self.message)

    def artifact_content(self, content, path):
        self.obj(content, path, "artifactContent")
        self.optional(content, "text", path, self.string)
        self.optional(content, "binary", path, self.string)
        self.optional(content, "rendered", path, self.multiformat_message)

    def fix(self, fix, path):
        self.obj(fix, path, "fix")
        self.optional(fix, "description", path, self.message)
        changes = self.array(self.require(fix, "artifactChanges", path, "fix"),
                             f"{path}.artifactChanges", min_items=1, unique=True)
        for i, change in enumerate(changes):
            change_path = f"{path}.artifactChanges[{i}]"
            self.obj(change, change_path, "artifactChange")
            self.artifact_location(
                self.require(change, "artifactLocation", change_path,
                             "artifactChange"),
                f"{change_path}.artifactLocation")
            replacements = self.array(
                self.require(change, "replacements", change_path,
                             "artifactChange"),
                f"{change_path}.replacements", min_items=1)
            for j, replacement in enumerate(replacements):
                replacement_path = f"{change_path}.replacements[{j}]"
                self.obj(replacement, replacement_path, "replacement")
                self.region(self.require(replacement, "deletedRegion",
                                         replacement_path, "replacement"),
                            f"{replacement_path}.deletedRegion")
                self.optional(replacement, "insertedContent", replacement_path,
                              self.artifact_content)


def load(path):
    """Reads strict JSON: UTF-8, no NaN or Infinity, no repeated keys."""
    def no_duplicates(pairs):
        keys = [key for key, _ in pairs]
        for key in keys:
            if keys.count(key) > 1:
                raise Violation("$", f"key {key!r} appears twice in an object")
        return dict(pairs)

    def no_constants(name):
        raise Violation("$", f"{name} is not JSON")

    with open(path, "rb") as f:
        data = f.read()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise Violation("$", f"not UTF-8 at byte {e.start}")
    try:
        return json.loads(text, object_pairs_hook=no_duplicates,
                          parse_constant=no_constants)
    except json.JSONDecodeError as e:
        raise Violation("$", f"not JSON: {e}")


def check_schema(log, schema_path):
    try:
        import jsonschema
    except ImportError:
        print("validate_sarif.py: --schema needs the jsonschema package",
              file=sys.stderr)
        sys.exit(2)
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    cls = jsonschema.validators.validator_for(schema)
    error = jsonschema.exceptions.best_match(cls(schema).iter_errors(log))
    if error is not None:
        path = "$" + "".join(f"[{p!r}]" if isinstance(p, str) else f"[{p}]"
                             for p in error.absolute_path)
        raise Violation(path, f"schema: {error.message}")


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Check SARIF 2.1.0 logs (see the module docstring).")
    parser.add_argument("files", nargs="+", metavar="FILE")
    parser.add_argument("--no-github", action="store_true",
                        help="skip GitHub code scanning's extra requirements")
    parser.add_argument("--schema", metavar="JSON",
                        help="also validate against this JSON schema file")
    args = parser.parse_args(argv)

    validator = Validator(github=not args.no_github)
    for path in args.files:
        try:
            log = load(path)
            validator.sarif_log(log)
            if args.schema:
                check_schema(log, args.schema)
        except OSError as e:
            print(f"validate_sarif.py: cannot read {path}: {e.strerror}",
                  file=sys.stderr)
            return 2
        except Violation as e:
            print(f"{path}: {e}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
