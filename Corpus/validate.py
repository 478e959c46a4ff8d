#!/usr/bin/env python3
"""Checks the parser corpus and prints what it covers.

Usage: python3 Corpus/validate.py [CORPUS_DIR] [--jsonl]

Exit status 0 when every file is valid, 1 otherwise. With --jsonl, prints instead the input of
`spendrop parse --jsonl`: one line per case with id, lines, boxes, confidences and now.
Standard library only.
"""
import collections
import datetime
import json
import os
import re
import sys

PROVIDERS = {
    "touch_n_go", "maybank", "cimb", "rhb", "public_bank", "hong_leong", "ambank", "bank_islam",
    "bank_rakyat", "bsn", "affin", "alliance", "ocbc", "uob", "hsbc", "standard_chartered", "agrobank",
    "muamalat", "grabpay", "boost", "shopeepay", "bigpay", "setel", "wise", "duitnow", "apple_pay",
    "card", "cash",
}
CHANNELS = {"apple_pay", "duitnow_qr", "qr", "bank_transfer", "card", "ewallet", "online_banking", "cash", "other"}
CATEGORIES = {
    "food", "groceries", "transport", "shopping", "bills", "entertainment", "education", "health",
    "travel", "personal", "subscription", "other",
}
KINDS = {"expense", "money_in", "money_out"}
STATUSES = {"completed", "failed", "pending", "balance_only", "unknown"}
CONFIDENCES = {"high", "medium", "low"}
EXPECT_KEYS = {
    "amount", "currency", "fee", "merchant", "provider", "channel", "category", "category_confident",
    "kind", "kind_confident", "date", "time", "reference", "status", "confidence", "items", "funding",
}
CASE_KEYS = {"id", "note", "lines", "boxes", "confidences", "now", "expect"}
ITEM_KEYS = {"date", "time", "merchant", "amount", "kind"}
BIG_PROVIDERS = {"touch_n_go", "maybank", "cimb", "grabpay", "apple_pay", "shopeepay"}

AMOUNT_RE = re.compile(r"^\d+\.\d{2}$")
TIME_RE = re.compile(r"^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$")
ID_RE = re.compile(r"^[a-z0-9][a-z0-9-]*$")

# Coverage features, counted from the OCR lines. Word boundaries throughout, as the parser must.
ROLE_FEATURES = {
    "fee": r"\b(fee|fees|caj|service charge|svc chg|charges?)\b",
    "tax": r"\b(sst|gst|tax|cukai)\b",
    "subtotal": r"\b(sub[ -]?total|jumlah kecil)\b",
    "total": r"\b(total|jumlah)\b",
    "balance": r"\b(balance|baki|available|bal)\b",
    "cashback": r"\b(cashback|rebate|rebat)\b",
    "discount": r"\b(discount|diskaun|voucher|baucar|promo code|coins used)\b",
    "promotion": r"\b(spend|top up|topup|unlock|get|earn|win)\b.*\brm\s?\d",
    "cash_tendered": r"^\s*(cash|tunai|tendered)\b",
    "change": r"\b(change|baki tunai|kembalian)\b",
    "rounding": r"\brounding\b",
}
MALAY_WORDS = re.compile(
    r"\b(berjaya|jumlah|penerima|kepada|rujukan|tarikh|caj|baki|masuk|diterima|gagal|pembayaran|"
    r"pemindahan|akaun|bayaran|wang|daripada|masa|butiran|terima kasih|sedang diproses|tunai|resit)\b",
    re.I,
)
ENGLISH_WORDS = re.compile(
    r"\b(successful|amount|recipient|reference|date|payment|transfer|balance|received|failed|total|"
    r"paid|merchant|details|thank you|transaction|from|pending)\b",
    re.I,
)
NOISE_RE = re.compile(r"(\b(rm|RN|rn|Rm)\s?\d|\d[Oo]\b|\d,\d{2}\b(?!\d)|\b[lI]\d|\d[lI]\b|\d \d{3}\.\d{2})")


def is_date(text):
    try:
        datetime.date.fromisoformat(text)
        return re.fullmatch(r"\d{4}-\d{2}-\d{2}", text) is not None
    except ValueError:
        return False


def is_now(text):
    try:
        value = datetime.datetime.fromisoformat(text)
    except ValueError:
        return False
    return value.tzinfo is not None


class Checker:
    def __init__(self):
        self.errors = []

    def fail(self, where, message):
        self.errors.append(f"{where}: {message}")

    def amount(self, where, value, nullable=True):
        if value is None:
            if not nullable:
                self.fail(where, "amount must not be null")
            return
        if not isinstance(value, str) or not AMOUNT_RE.match(value):
            self.fail(where, f"not a two-place decimal string: {value!r}")

    def enum(self, where, value, allowed, nullable=True):
        if value is None and nullable:
            return
        if value not in allowed:
            self.fail(where, f"{value!r} is not a contract value")

    def case(self, where, case):
        if not isinstance(case, dict):
            self.fail(where, "case is not an object")
            return
        for key in case:
            if key not in CASE_KEYS:
                self.fail(where, f"unknown case field {key!r}")
        lines = case.get("lines")
        if not isinstance(lines, list) or not lines or not all(isinstance(x, str) and x for x in lines):
            self.fail(where, "lines must be a non-empty array of non-empty strings")
            lines = []
        if "boxes" in case:
            boxes = case["boxes"]
            if not isinstance(boxes, list) or len(boxes) != len(lines):
                self.fail(where, "boxes must have one entry per line")
            else:
                for i, box in enumerate(boxes):
                    ok = isinstance(box, list) and len(box) == 4 and all(
                        isinstance(v, (int, float)) and 0 <= v <= 1 for v in box)
                    if not ok or box[0] + box[2] > 1.0001 or box[1] + box[3] > 1.0001:
                        self.fail(where, f"box {i} is not a normalised [x, y, w, h]: {box!r}")
        if "confidences" in case:
            confs = case["confidences"]
            if not isinstance(confs, list) or len(confs) != len(lines):
                self.fail(where, "confidences must have one entry per line")
            elif not all(isinstance(v, (int, float)) and 0 <= v <= 1 for v in confs):
                self.fail(where, "confidences must be numbers in 0...1")
        if "now" in case and (not isinstance(case["now"], str) or not is_now(case["now"])):
            self.fail(where, f"now is not an ISO-8601 date-time with offset: {case.get('now')!r}")
        expect = case.get("expect")
        if not isinstance(expect, dict) or not expect:
            self.fail(where, "expect must be a non-empty object")
            return
        for key in expect:
            if key not in EXPECT_KEYS:
                self.fail(where, f"unknown expect field {key!r}")
        if "amount" in expect:
            self.amount(f"{where}.amount", expect["amount"])
        if "fee" in expect:
            self.amount(f"{where}.fee", expect["fee"])
        if expect.get("currency") not in (None, "MYR") and not re.fullmatch(r"[A-Z]{3}", str(expect["currency"])):
            self.fail(where, "currency must be an ISO code")
        self.enum(f"{where}.provider", expect.get("provider"), PROVIDERS)
        self.enum(f"{where}.channel", expect.get("channel"), CHANNELS)
        self.enum(f"{where}.category", expect.get("category"), CATEGORIES)
        self.enum(f"{where}.kind", expect.get("kind"), KINDS)
        self.enum(f"{where}.status", expect.get("status"), STATUSES)
        self.enum(f"{where}.confidence", expect.get("confidence"), CONFIDENCES)
        for flag in ("kind_confident", "category_confident"):
            if flag in expect and not isinstance(expect[flag], bool):
                self.fail(where, f"{flag} must be true or false")
        if expect.get("date") is not None and not is_date(expect["date"]):
            self.fail(where, f"date is not a real YYYY-MM-DD: {expect['date']!r}")
        if expect.get("time") is not None and not TIME_RE.match(str(expect["time"])):
            self.fail(where, f"time is not HH:mm or HH:mm:ss: {expect['time']!r}")
        for key in ("merchant", "reference"):
            if expect.get(key) is not None and (not isinstance(expect[key], str) or not expect[key].strip()):
                self.fail(where, f"{key} must be a non-empty string or null")
        if expect.get("status") == "balance_only" and expect.get("amount") is not None:
            self.fail(where, "a balance-only screen has no amount")
        items = expect.get("items")
        if isinstance(items, int) and not isinstance(items, bool):
            # A count alone: the history is split into that many rows, their fields unchecked.
            if items < 0:
                self.fail(where, "an item count is not negative")
            items = None
        if items is not None:
            if not isinstance(items, list):
                self.fail(where, "items must be an array or a count")
                return
            if items and expect.get("amount", None) is not None:
                self.fail(where, "a history list has amount null")
            for i, item in enumerate(items):
                iw = f"{where}.items[{i}]"
                if not isinstance(item, dict) or set(item) != ITEM_KEYS:
                    self.fail(iw, f"an item has exactly the fields {sorted(ITEM_KEYS)}")
                    continue
                self.amount(iw + ".amount", item["amount"], nullable=False)
                self.enum(iw + ".kind", item["kind"], KINDS, nullable=False)
                if item["date"] is not None and not is_date(item["date"]):
                    self.fail(iw, f"date is not a real YYYY-MM-DD: {item['date']!r}")
                if item["time"] is not None and not TIME_RE.match(str(item["time"])):
                    self.fail(iw, f"time is not HH:mm: {item['time']!r}")
                if item["date"] is not None and "now" not in case:
                    pass


OCR_DIGITS = str.maketrans({"O": "0", "o": "0", "l": "1", "I": "1"})


def consistency_warnings(case):
    """Expected values a reader could not find on the screen: usually a typo in the case."""
    expect = case.get("expect") or {}
    lines = [x for x in case.get("lines", []) if isinstance(x, str)]
    warnings = []
    digit_lines = ["".join(ch for ch in line.translate(OCR_DIGITS) if ch.isdigit()) for line in lines]
    joined_digits = "".join(digit_lines)
    for key in ("amount", "fee"):
        value = expect.get(key)
        if isinstance(value, str) and AMOUNT_RE.match(value):
            whole, cents = value.split(".")
            forms = {whole + cents} | ({whole} if cents == "00" else set())
            if not any(form in d for form in forms for d in digit_lines) and not any(
                    form in joined_digits for form in forms):
                warnings.append(f"{key} {value} not found in the lines")
    reference = expect.get("reference")
    if isinstance(reference, str) and not any(reference in line for line in lines):
        warnings.append("reference not found verbatim in the lines")
    letters = "".join(ch for ch in "\n".join(lines).lower() if ch.isalnum())
    merchant = expect.get("merchant")
    if isinstance(merchant, str):
        wanted = "".join(ch for ch in merchant.lower() if ch.isalnum())
        if wanted not in letters:
            warnings.append("merchant not found in the lines (ignoring case, spaces and punctuation)")
    for item in expect.get("items") if isinstance(expect.get("items"), list) else []:
        amount = item.get("amount") if isinstance(item, dict) else None
        if isinstance(amount, str) and AMOUNT_RE.match(amount):
            whole, cents = amount.split(".")
            if not any(whole + cents in d for d in digit_lines):
                warnings.append(f"item amount {amount} not found in the lines")
    return warnings


def language(lines):
    text = "\n".join(lines)
    malay = len(MALAY_WORDS.findall(text))
    english = len(ENGLISH_WORDS.findall(text))
    if malay and english:
        return "mixed"
    if not malay and not english:
        return "unmarked"
    return "malay" if malay else "english"


def print_jsonl(root):
    """The parser's batch input, so the corpus can be run through `spendrop parse --jsonl`."""
    for name in sorted(f for f in os.listdir(root) if f.endswith(".json")):
        with open(os.path.join(root, name), encoding="utf-8") as handle:
            for case in json.load(handle):
                line = {key: case[key] for key in ("id", "lines", "boxes", "confidences", "now") if key in case}
                print(json.dumps(line, ensure_ascii=False))
    return 0


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    root = args[0] if args else os.path.dirname(os.path.abspath(__file__))
    if "--jsonl" in sys.argv[1:]:
        try:
            return print_jsonl(root)
        except BrokenPipeError:
            return 0
    checker = Checker()
    files = sorted(f for f in os.listdir(root) if f.endswith(".json"))
    if not files:
        print(f"no corpus files in {root}", file=sys.stderr)
        return 1
    seen = {}
    warnings = []
    counts = {name: collections.Counter() for name in
              ("group", "provider", "channel", "kind", "status", "category", "language", "role feature", "shape")}
    total = 0
    for name in files:
        try:
            with open(os.path.join(root, name), encoding="utf-8") as handle:
                cases = json.load(handle)
        except (OSError, ValueError) as error:
            checker.fail(name, f"does not parse: {error}")
            continue
        if not isinstance(cases, list):
            checker.fail(name, "top level must be an array of cases")
            continue
        for index, case in enumerate(cases):
            cid = case.get("id") if isinstance(case, dict) else None
            where = f"{name}[{index}]" + (f" {cid}" if cid else "")
            if not isinstance(cid, str) or not ID_RE.match(cid):
                checker.fail(where, "id must be a lower-case slug")
            elif cid in seen:
                checker.fail(where, f"id already used in {seen[cid]}")
            else:
                seen[cid] = name
            checker.case(where, case)
            if isinstance(case, dict):
                for warning in consistency_warnings(case):
                    warnings.append(f"{where}: {warning}")
            if not isinstance(case, dict) or not isinstance(case.get("expect"), dict):
                continue
            total += 1
            expect = case["expect"]
            lines = [x for x in case.get("lines", []) if isinstance(x, str)]
            counts["group"][name[:-5]] += 1
            counts["provider"][expect.get("provider", "(not stated)") or "null"] += 1
            counts["channel"][expect.get("channel", "(not stated)") or "null"] += 1
            counts["kind"][expect.get("kind", "(not stated)") or "null"] += 1
            counts["status"][expect.get("status", "(not stated)") or "null"] += 1
            counts["category"][expect.get("category", "(not stated)") or "null"] += 1
            counts["language"][language(lines)] += 1
            lowered = [x.lower() for x in lines]
            for feature, pattern in ROLE_FEATURES.items():
                regex = re.compile(pattern)
                if any(regex.search(x) for x in lowered):
                    counts["role feature"][feature] += 1
            shape = counts["shape"]
            if expect.get("items"):
                shape["history list"] += 1
            if "boxes" in case:
                shape["with boxes"] += 1
            if "confidences" in case:
                shape["with confidences"] += 1
            if any(NOISE_RE.search(x) for x in lines):
                shape["OCR noise in amounts"] += 1
            if expect.get("date", "") is None:
                shape["no date"] += 1
            if expect.get("fee") is not None:
                shape["separate fee"] += 1
            amount = expect.get("amount")
            if amount is not None and float(amount) >= 1000:
                shape["amount >= 1000"] += 1
    for label, counter in counts.items():
        print(f"{label}:")
        for key, value in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
            print(f"  {key:<24} {value}")
    print(f"cases: {total}")
    missing = sorted(PROVIDERS - set(counts["provider"]))
    thin = sorted(p for p in PROVIDERS if 0 < counts["provider"][p] < 3)
    small_big = sorted(p for p in BIG_PROVIDERS if counts["provider"][p] < 15)
    missing_channels = sorted(CHANNELS - set(counts["channel"]))
    if missing or thin or small_big or missing_channels:
        print("coverage gaps:")
        if missing:
            print("  providers without a case: " + ", ".join(missing))
        if thin:
            print("  providers with fewer than 3 cases: " + ", ".join(thin))
        if small_big:
            print("  big providers with fewer than 15 cases: " + ", ".join(small_big))
        if missing_channels:
            print("  channels without a case: " + ", ".join(missing_channels))
    for warning in warnings:
        print("warning: " + warning)
    for error in checker.errors:
        print("error: " + error, file=sys.stderr)
    if checker.errors:
        print(f"{len(checker.errors)} error(s)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
