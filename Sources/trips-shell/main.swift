print("trips-shell")
