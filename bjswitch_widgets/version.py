"""The package's version, in a module of its own so that every module — those of the subpackages
too (the handouts print it) — reads it from where it is defined, not from the package's top."""

from __future__ import annotations

__version__ = "0.1.0"
