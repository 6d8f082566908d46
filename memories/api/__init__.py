"""The agent REST API of the memory store (views, serializers, auth)."""
