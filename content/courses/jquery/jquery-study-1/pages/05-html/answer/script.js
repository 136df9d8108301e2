$('#notice').html('<strong>Today only:</strong> cakes are half price');
