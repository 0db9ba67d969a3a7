print("solver benchmark placeholder")
